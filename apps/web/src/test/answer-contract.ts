import type { Endpoint } from '@cbo/contracts';
import * as contracts from '@cbo/contracts';

/** An endpoint descriptor with the pattern that matches its request paths. */
interface Contract {
  name: string;
  endpoint: Endpoint;
  pattern: RegExp;
  /** Path segments that are not parameters: the more, the more specific (`/user/list` over `/user/:id`). */
  literals: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const known: Contract[] = Object.entries(contracts)
  .filter(([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
  .map(([name, value]) => {
    const endpoint = value as Endpoint;
    const segments = endpoint.path.split('/');
    const pattern = new RegExp(
      `^${segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment))).join('/')}$`,
    );
    return { name, endpoint, pattern, literals: segments.filter((s) => s !== '' && !s.startsWith(':')).length };
  });

/** Whether the path's parameters pass the descriptor's params schema (`/notice/unread` is no `:noticeId`). */
function paramsFit(contract: Contract, path: string): boolean {
  const names = [...contract.endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (!contract.endpoint.params || names.length === 0) return true;
  const values = path.match(contract.pattern)?.slice(1) ?? [];
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
  return contract.endpoint.params.safeParse(params).success;
}

/** The descriptor answering a request (path without the query), as Fastify would route it. */
export function contractOf(method: string, path: string): Contract | undefined {
  return known
    .filter((contract) => contract.endpoint.method === method && contract.pattern.test(path))
    .filter((contract) => paramsFit(contract, path))
    .sort((a, b) => b.literals - a.literals)[0];
}

type Issue = { path: PropertyKey[]; message: string };
const describeIssues = (issues: readonly Issue[]) =>
  issues
    .slice(0, 10)
    .map((issue) => `  - ${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('\n');

/**
 * Why a fake answer does not fit the contract of the endpoint it stands in for, or undefined when
 * it fits. Checked: HTTP 200 answers of enveloped endpoints (raw ones write files and streams).
 * An answer whose code is not 200 carries only the envelope; a 200 one also the answer's fields.
 */
export function answerProblem(method: string, path: string, status: number, body: string): string | undefined {
  if (status !== 200) return undefined;
  const contract = contractOf(method, path);
  if (!contract) {
    return `${method} ${path}: no endpoint descriptor in @cbo/contracts matches this request (fake an endpoint that exists, or mark the route offContract)`;
  }
  if (contract.endpoint.raw) return undefined;
  const where = `${method} ${path} (${contract.name}: ${contract.endpoint.method} ${contract.endpoint.path})`;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return `${where}: the fake answer is not JSON`;
  }
  const { code, msg } = (answer ?? {}) as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number' || typeof msg !== 'string') {
    return `${where}: the fake answer is not an envelope with a numeric code and a msg text`;
  }
  if (code !== 200) return undefined;
  const fields = contract.endpoint.answer.safeParse(answer);
  return fields.success
    ? undefined
    : `${where}: the fake answer does not fit the contract's answer schema\n${describeIssues(fields.error.issues)}`;
}
