import { crowdOnList } from './user-list-load';

/**
 * Bulk rows for the paged-list bench, written straight into the database (seconds, where the
 * import endpoints take minutes): `rows` users spread over the live departments, a tenth of them
 * disabled, and `rows` applications in the first track of the current edition, a fifth submitted.
 * Then VACUUM (ANALYZE), as after an import, so the covering indexes answer alone.
 */
export function bulkRowsSql(rows: number): string[] {
  return [
    `with d as (select array_agg(dept_id order by dept_id) as ids from sys_dept where del_flag = '0')
     insert into sys_user (user_name, nick_name, dept_id, phonenumber, email, status, create_by, create_time)
     select 'bench' || g, '基准' || g, d.ids[1 + g % array_length(d.ids, 1)], '139' || lpad(g::text, 8, '0'),
       'b' || g || '@bench.test', case when g % 10 = 0 then '1' else '0' end, 'bench',
       localtimestamp(0) - make_interval(secs => g)
     from generate_series(1, ${rows}) g, d`,
    `with e as (select c.competition_id, t.track_id from comp_competition c join comp_track t on t.competition_id = c.competition_id
       order by c.is_current desc, t.track_id limit 1)
     insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
       leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask,
       status, create_by, create_time)
     select 'B' || g, e.competition_id, e.track_id, '基准项目' || g, '440106', '负责人' || g,
       'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g), '4401**********0000',
       case when g % 5 = 0 then 'submitted' else 'draft' end, 'bench', localtimestamp(0) - make_interval(secs => g)
     from generate_series(1, ${rows}) g, e`,
    'vacuum (analyze) sys_user',
    'vacuum (analyze) comp_application',
  ];
}

export interface PagedListFigures {
  label: string;
  url: string;
  successPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

/** One list URL at `connections` for `durationS`, after checking it answers a full page. */
export async function benchListUrl(
  baseUrl: string,
  token: string,
  label: string,
  path: string,
  options: { connections?: number; durationS?: number } = {},
): Promise<PagedListFigures> {
  const url = `${baseUrl}/prod-api${path}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = (await (await fetch(url, { headers })).json()) as { code: number; total: number; rows: unknown[] };
  if (check.code !== 200 || check.rows.length < 20)
    throw new Error(`unexpected list answer for ${path}: ${check.code}`);
  const figures = await crowdOnList(url, headers, options.connections ?? 10, options.durationS ?? 10);
  return {
    label,
    url: path,
    successPerSecond: figures.successPerSecond,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    failed: figures.failed + figures.busy,
  };
}

/** The lists measured: page 1 of the user and application lists, and (deep pages) page 500. */
/** Who reads a list: the system administrator the user list, competition staff the applications. */
export type ListReader = 'system' | 'staff';

export function listPaths(competitionId: number, deep: boolean): Array<[string, string, ListReader]> {
  const paths: Array<[string, string, ListReader]> = [
    ['user list page 1', '/system/user/list?pageNum=1&pageSize=20', 'system'],
    ['application list page 1', `/comp/application/list?pageNum=1&pageSize=20&competitionId=${competitionId}`, 'staff'],
  ];
  if (deep)
    paths.push(
      ['user list page 500', '/system/user/list?pageNum=500&pageSize=20', 'system'],
      [
        'application list page 500',
        `/comp/application/list?pageNum=500&pageSize=20&competitionId=${competitionId}`,
        'staff',
      ],
    );
  return paths;
}

export async function currentCompetitionId(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/prod-api/comp/competition/list?pageSize=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await res.json()) as { rows: Array<{ competitionId: number; isCurrent: string }> };
  const current = answer.rows.find((row) => row.isCurrent === '1') ?? answer.rows[0];
  if (!current) throw new Error('no edition (seed the demo data)');
  return current.competitionId;
}
