import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

/** Where requests are made: the request client and the typed client over it. */
const CLIENT = 'core/http/';

const RULES = [
  {
    name: 'a request through http.get/post/put/delete/request',
    pattern: /\bhttp\s*\.\s*(get|post|put|delete|request)\s*[<(]/,
  },
  {
    name: 'the axios instance or axios itself',
    pattern: /\bhttp\s*\.\s*instance\b|^import (?!type\b)[^;]*from 'axios'|\baxios\s*\./m,
  },
  { name: 'fetch', pattern: /(^|[^.\w])fetch\s*\(/m },
  { name: 'an address under /prod-api', pattern: /['"`]\/prod-api/ },
  {
    name: 'a URL string handed to a call or download helper',
    pattern: /\b(api|callRoute|download|getDownload|downloadZip|quietGet)\s*(<[^>]*>)?\s*\(\s*['"`]/,
  },
  { name: 'a hand-made route ({ method, path })', pattern: /\bmethod:\s*['"](GET|POST|PUT|DELETE)['"]/ },
];

const scanned = sourceFiles().filter((file) => !file.path.startsWith(CLIENT));

function violations(text: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}

describe('every web call goes through the typed client (docs/web-client.md, typed client)', () => {
  it('makes no request and names no API URL outside core/http: calls name a descriptor or a type-only route', () => {
    const offending = scanned.flatMap((file) => violations(file.text).map((rule) => `${file.path}: ${rule}`));
    expect(offending).toEqual([]);
  });

  it('catches each hand-written form (the scan itself works)', () => {
    const samples = [
      "const rows = await http.get<Rows>('/system/user/list');",
      "import axios from 'axios';",
      "const answer = await fetch('/prod-api/getInfo');",
      "const link = '/prod-api/common/download';",
      "await download('/system/user/export', filters, name);",
      "callRoute({ method: 'GET', path: '/monitor/server' });",
    ];
    expect(samples.map((sample) => violations(sample).length > 0)).toEqual(samples.map(() => true));
    // Navigation paths and type-only imports are not calls.
    expect(violations("navigate('/system/user-auth/role/' + row.userId);")).toEqual([]);
    expect(violations("import type { AxiosResponseHeaders } from 'axios';")).toEqual([]);
    expect(violations("const login = route<typeof postLogin>('POST', '/login');")).toEqual([]);
  });
});
