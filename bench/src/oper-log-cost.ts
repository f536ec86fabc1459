import { type LoadResult, load } from './load';
import { startProduct } from './server-process';
import { BENCH_ENV, loginToken } from './session';

/**
 * requests per second of a mutating, logged endpoint (PUT /system/post, same values every time)
 * with the operation log on and off, on copies of the same embedded data dir.
 */
export async function benchOperLogCost(dataDirOn: string, dataDirOff: string) {
  const run = async (dir: string, operLog: '1' | '0'): Promise<LoadResult & { cpuUs: number }> => {
    const server = await startProduct(dir, { ...BENCH_ENV, OPER_LOG: operLog });
    try {
      const token = await loginToken(server.url, 'sysadmin');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const post = { postId: 1, postCode: 'director', postName: '主任', postSort: 1, status: '0' };
      const check = (await (
        await fetch(`${server.url}/prod-api/system/post`, { method: 'PUT', headers, body: JSON.stringify(post) })
      ).json()) as { code: number; msg: string };
      if (check.code !== 200) throw new Error(`PUT /system/post answered ${check.msg}`);
      const cpuBefore = server.cpuMs();
      const result = await load(`${server.url}/prod-api/system/post`, {
        method: 'PUT',
        connections: 10,
        headers,
        body: JSON.stringify(post),
      });
      // Server CPU per request moves far less than req/s with what else the machine runs.
      const requests = result.requestsPerSecond * 10;
      return { ...result, cpuUs: Math.round(((server.cpuMs() - cpuBefore) * 1000) / Math.max(1, requests)) };
    } finally {
      await server.stop();
    }
  };
  const on = await run(dataDirOn, '1');
  const off = await run(dataDirOff, '0');
  return {
    on,
    off,
    costPercent: ((off.requestsPerSecond - on.requestsPerSecond) / off.requestsPerSecond) * 100,
    cpuCostPercent: ((on.cpuUs - off.cpuUs) / off.cpuUs) * 100,
  };
}
