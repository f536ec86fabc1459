import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchColdStart } from './cold-start';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));
const round = (ms: number) => Math.round(ms);

async function main() {
  const started = new Date().toISOString();
  const coldStart = await benchColdStart();
  const rows = [
    ['npm start, new data dir (initdb, migrate, seed) to healthy', `${round(coldStart.firstStartMs)} ms`, ''],
    [
      'npm start, existing data dir to healthy (median of 5)',
      `${round(coldStart.coldStartMedianMs)} ms`,
      'target < 3000 ms',
    ],
    ['  runs', coldStart.coldStartRunsMs.map(round).join(', '), ''],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(12)}  ${note}`);
  mkdirSync(RESULTS, { recursive: true });
  const file = `${RESULTS}${started.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ started, node: process.version, coldStart }, null, 2));
  console.log(`\nwritten ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
