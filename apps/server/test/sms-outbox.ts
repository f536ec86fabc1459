import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** A line of DATA_DIR/sms-outbox.jsonl, as the browser tests read it. */
export interface OutboxLine {
  at: string;
  mobile: string;
  purpose: string;
  template: string;
  params: Record<string, string | undefined>;
  /** The text as rendered from the purpose's template. */
  text: string;
}

export function readOutbox(dataDir: string): OutboxLine[] {
  const file = join(dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Waits until the outbox holds `count` messages to the number (they are sent in the background). */
export async function outboxTo(dataDir: string, mobile: string, count = 1): Promise<OutboxLine[]> {
  await expect.poll(() => readOutbox(dataDir).filter((line) => line.mobile === mobile).length).toBe(count);
  return readOutbox(dataDir).filter((line) => line.mobile === mobile);
}

/** The code of the latest message to the number, waiting for the `count`th one. */
export async function latestCode(dataDir: string, mobile: string, count = 1): Promise<string> {
  const lines = await outboxTo(dataDir, mobile, count);
  return lines[lines.length - 1].params.code ?? '';
}
