// `npm run db:migrate` / `npm run db:seed`: the start-up steps on their own, on the configured database.
import { ConfigError, loadConfig } from '../plugins/config';
import { bootDatabase, openDatabase } from './boot';
import { migrate, withStartupLock } from './migrate';

async function run(command: string | undefined) {
  const config = loadConfig();
  if (command === 'migrate') {
    const database = await openDatabase(config);
    try {
      await withStartupLock(database, () => migrate(database));
      console.log('migrations applied');
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'seed') {
    const { database, adminPasswordGenerated } = await bootDatabase(config, (msg) => console.log(msg));
    await database.close();
    console.log('migrations applied and seed done');
    if (adminPasswordGenerated) console.log(`Initial password of user admin (shown once): ${adminPasswordGenerated}`);
    return;
  }
  throw new Error('usage: cli.ts migrate|seed');
}

run(process.argv[2]).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
