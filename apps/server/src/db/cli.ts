// `npm run db:migrate` / `npm run db:seed`: the start-up steps on their own, on the configured database.
// `npm run db:backup [-- <file>]` / `npm run db:restore -- <file> [--replace]`: see README, Backups.
import { ConfigError, loadConfig, resolveFromRoot } from '../plugins/config';
import { createBackup } from './backup/create-backup';
import { BackupError } from './backup/manifest';
import { restoreBackup } from './backup/restore-backup';
import { bootDatabase, openDatabase } from './boot';
import { migrate, withStartupLock } from './migrate';

async function run(command: string | undefined, args: string[]) {
  if (command === 'restore') return restore(args);
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
  if (command === 'backup') {
    const out = args.find((arg) => !arg.startsWith('--'));
    const { file, manifest } = await createBackup(config, { out: out ? resolveFromRoot(out) : undefined });
    console.log(`backup written: ${file} (${manifest.database} database, ${manifest.files} files)`);
    if (manifest.secretIncluded) console.log('it holds DATA_DIR/app-secret: keep it as safe as the data itself');
    return;
  }
  throw new Error('usage: cli.ts migrate|seed|backup [file]|restore <file> [--replace]');
}

/**
 * Restore reads the environment itself: loadConfig would generate a new app-secret into an empty
 * DATA_DIR before the one in the backup could be restored.
 */
async function restore(args: string[]) {
  const archive = args.find((arg) => !arg.startsWith('--'));
  if (!archive) throw new Error('usage: npm run db:restore -- <backup file> [--replace]');
  const text = (name: string) => process.env[name]?.trim() || undefined;
  const manifest = await restoreBackup(
    resolveFromRoot(archive),
    {
      dataDir: resolveFromRoot(text('DATA_DIR') ?? './data'),
      databaseUrl: text('DATABASE_URL'),
      appSecret: text('APP_SECRET'),
    },
    { replace: args.includes('--replace') },
  );
  console.log(`restored the ${manifest.database} database and ${manifest.files} files of ${manifest.createdAt}`);
}

run(process.argv[2], process.argv.slice(3)).catch((error) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
