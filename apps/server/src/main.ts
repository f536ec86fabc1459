import { WEB_BASE } from '@cbo/contracts';
import { ConfigError, loadConfig } from './plugins/config';
import { handleSignals, type RunningServer, startServer } from './server';

function banner(server: RunningServer, embedded: boolean): string {
  const lines = [
    '',
    `  Competition back office is running: ${server.url}${WEB_BASE}`,
    `  API health: ${server.url}/prod-api/health`,
  ];
  if (embedded) lines.push('  Demo login: admin / admin123 (embedded demo data; see README)');
  if (server.adminPasswordGenerated) {
    lines.push(
      `  Initial password of user admin (shown once, must be changed at first login): ${server.adminPasswordGenerated}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  handleSignals(server);
  process.stdout.write(banner(server, config.embedded));
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
