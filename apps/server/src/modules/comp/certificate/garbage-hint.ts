import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A long run of certificates allocates steadily (each PDF builds and drops thousands of objects)
// without the process ever going idle, so V8 lets garbage pile up to its old-generation headroom:
// about 250 MB on the bench server against 45 MB with collections between batches
// (docs/certificates.md, Bench). The run asks for a concurrent major collection now and then.

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

let collect: Collect | null | undefined;

/** Starts a concurrent (incremental) major collection; a no-op where V8 does not offer one. */
export function hintGarbageCollection(): void {
  if (collect === undefined) {
    try {
      // The flag exposes gc() to contexts created from now on; one is made to fetch it.
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as Collect;
    } catch {
      collect = null;
    }
  }
  collect?.({ type: 'major', execution: 'async' })?.catch(() => undefined);
}
