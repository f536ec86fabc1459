import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../lib/hash-chain';
import type { ReportData } from './report-data';

/**
 * The snapshot's data hash (docs/reports.md): SHA-256 (hex) of the canonical JSON (keys sorted at
 * every depth) of the data the document is built from. The files are not hashed: they carry the
 * time of generation; the same inputs give the same hash whenever they are generated.
 */
export function reportDataHash(data: ReportData): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}
