import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows, setConfigValue } from '../../../../test/auth-helpers';
import { call } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// The expert pool (docs/experts.md): the demo pool, filters, scope, add creating or linking the
// account, status moves, removal refused while in a group, validation naming the field.

let t: TestApp;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  organiser = await loginAs(t.app, 'organiser');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = organiser) =>
  call(t.app, token, method, url, payload);

type Row = {
  expertId: number;
  userId: number;
  nickName: string;
  status: string;
  fields: string[];
  tracks: string[];
  regionCode: string | null;
  title: string | null;
};
const list = async (query: string) =>
  (await api('GET', `/comp/expert/list?pageSize=100&${query}`)) as { total: number; rows: Row[]; code: number };

const form = {
  nickName: '新专家甲',
  phonenumber: '13712340001',
  email: 'new.expert@example.com',
  gender: '1',
  orgName: '外部研究院',
  title: 'senior_full',
  fields: ['technology', 'finance'],
  industries: ['it'],
  regionCode: '440106',
  tracks: ['adult'],
  maxLoad: 12,
  relations: [
    { kind: 'employer', orgName: '旧单位', fromDate: '2018-01-01', untilDate: '2022-12-31' },
    { kind: 'statement', text: '与某项目团队有合作' },
  ],
};

describe('expert pool list', () => {
  it('seeds a demo pool of at least 30 experts across fields, regions and statuses, the demo expert included', async () => {
    const all = await list('');
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(31);
    expect(new Set(all.rows.flatMap((row) => row.fields)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.rows.map((row) => row.regionCode)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.rows.map((row) => row.status))).toEqual(new Set(['active', 'applied', 'suspended']));
    expect(all.rows.some((row) => row.nickName === '评审专家')).toBe(true);
    const [relations] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from comp_expert_relation`);
    expect(relations.n).toBeGreaterThanOrEqual(5);
  });

  it('filters by field, track, title, status, name and region subtree, in the database', async () => {
    const byField = await list('field=legal');
    expect(byField.total).toBeGreaterThan(0);
    expect(byField.rows.every((row) => row.fields.includes('legal'))).toBe(true);
    const byTrack = await list('track=teen&status=active');
    expect(byTrack.rows.every((row) => row.tracks.includes('teen') && row.status === 'active')).toBe(true);
    const byTitle = await list('title=junior');
    expect(byTitle.rows.every((row) => row.title === 'junior')).toBe(true);
    const shenzhen = await list('regionCode=440300');
    expect(shenzhen.total).toBeGreaterThan(0);
    expect(shenzhen.rows.every((row) => ['440300', '440304', '440305'].includes(row.regionCode ?? ''))).toBe(true);
    const named = await list(`nickName=${encodeURIComponent('陈建国')}`);
    expect(named.rows.map((row) => row.nickName)).toEqual(['陈建国']);
    const paged = await api('GET', '/comp/expert/list?pageNum=2&pageSize=10&orderByColumn=nickName&isAsc=asc');
    expect(paged.rows).toHaveLength(10);
    const refused = await api('GET', '/comp/expert/list?orderByColumn=password');
    expect(refused.code).toBe(500);
  });

  it('refuses the pool to an expert (no comp:expert:list)', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/comp/expert/list', undefined, expert)).code).toBe(403);
    const [{ expertId }] = (await list('')).rows;
    expect((await api('GET', `/comp/expert/${expertId}`, undefined, expert)).code).toBe(403);
    expect((await api('POST', '/comp/expert/export', {}, expert)).code).toBe(403);
  });
});

describe('adding experts', () => {
  it('creates the account with the role expert, the password to change at first login, and the profile with relations', async () => {
    const added = await api('POST', '/comp/expert', {
      ...form,

      userName: 'newexpert1',
      password: 'Start2026',
    });
    expect(added).toMatchObject({ code: 200, data: { expertId: expect.any(Number), userId: expect.any(Number) } });
    const [user] = await rows<{ pwd_change_required: string; nick_name: string; phonenumber: string; roles: string }>(
      t.database,
      sql`select u.pwd_change_required, u.nick_name, u.phonenumber,
            (select string_agg(r.role_key, ',') from sys_user_role ur join sys_role r on r.role_id = ur.role_id
              where ur.user_id = u.user_id) as roles
          from sys_user u where u.user_name = 'newexpert1'`,
    );
    expect(user).toEqual({
      pwd_change_required: '1',
      nick_name: '新专家甲',
      phonenumber: '13712340001',
      roles: 'expert',
    });
    const detail = await api('GET', `/comp/expert/${added.data.expertId}`);
    expect(detail.data).toMatchObject({
      userName: 'newexpert1',
      status: 'active',
      orgName: '外部研究院',
      fields: ['technology', 'finance'],
      tracks: ['adult'],
      maxLoad: 12,
      groups: [],
    });
    expect(detail.data.relations).toMatchObject([
      { kind: 'employer', orgName: '旧单位', fromDate: '2018-01-01', untilDate: '2022-12-31' },
      { kind: 'statement', text: '与某项目团队有合作', orgName: null },
    ]);
  });

  it('refuses a taken account or mobile as the user form does, writing nothing', async () => {
    const taken = await api('POST', '/comp/expert', {
      ...form,
      phonenumber: '13712340002',

      userName: 'newexpert1',
      password: 'Start2026',
    });
    expect(taken).toMatchObject({ code: 500, msg: "新增用户'newexpert1'失败，登录账号已存在" });
    const mobile = await api('POST', '/comp/expert', {
      ...form,

      userName: 'newexpert2',
      password: 'Start2026',
    });
    expect(mobile).toMatchObject({ code: 500, msg: "新增用户'newexpert2'失败，手机号码已存在" });
    expect(await rows(t.database, sql`select 1 from sys_user where user_name = 'newexpert2'`)).toEqual([]);
  });

  it('links an existing user without a profile, granting the role, and refuses a second profile', async () => {
    const [auditor] = await rows<{ user_id: number }>(
      t.database,
      sql`select user_id::int as user_id from sys_user where user_name = 'auditor'`,
    );
    const options = await api('GET', '/comp/expert/userOptions?keyword=audit');
    expect(options.data.map((user: { userName: string }) => user.userName)).toContain('auditor');
    const linked = await api('POST', '/comp/expert', {
      ...form,
      nickName: '审核员',
      phonenumber: '13800000003',
      email: '',
      relations: [],
      userId: auditor.user_id,
    });
    expect(linked).toMatchObject({ code: 200, data: { userId: auditor.user_id } });
    const [roles] = await rows<{ keys: string }>(
      t.database,
      sql`select string_agg(r.role_key, ',' order by r.role_key) as keys from sys_user_role ur
          join sys_role r on r.role_id = ur.role_id where ur.user_id = ${auditor.user_id}`,
    );
    expect(roles.keys).toBe('auditor,expert');
    const again = await api('POST', '/comp/expert', {
      ...form,
      phonenumber: '13800000003',
      userId: auditor.user_id,
    });
    expect(again).toMatchObject({ code: 500, msg: "用户'auditor'已是专家" });
    const after = await api('GET', '/comp/expert/userOptions?keyword=audit');
    expect(after.data.map((user: { userName: string }) => user.userName)).not.toContain('auditor');
  });

  it('names the field of a bad value', async () => {
    const mobile = await api('POST', '/comp/expert', {
      ...form,
      phonenumber: '123',

      userName: 'x1abc',
      password: 'Start2026',
    });
    expect(mobile.code).toBe(500);
    expect(mobile.msg).toContain('phonenumber');
    const noAccount = await api('POST', '/comp/expert', { ...form, password: 'Start2026' });
    expect(noAccount.msg).toContain('userName');
    const code = await api('POST', '/comp/expert', {
      ...form,
      phonenumber: '13712340009',
      fields: ['cooking'],

      userName: 'x2abc',
      password: 'Start2026',
    });
    expect(code).toMatchObject({ code: 500 });
    expect(code.msg).toContain('fields');
    expect(code.msg).toContain('cooking');
    const period = await api('POST', '/comp/expert', {
      ...form,
      relations: [{ kind: 'employer', orgName: 'A', fromDate: '2024-01-01', untilDate: '2020-01-01' }],

      userName: 'x3abc',
      password: 'Start2026',
    });
    expect(period.msg).toContain('untilDate');
    const region = await api('POST', '/comp/expert', {
      ...form,
      phonenumber: '13712340010',
      regionCode: '999999',

      userName: 'x4abc',
      password: 'Start2026',
    });
    expect(region.msg).toContain('regionCode');
    expect(await rows(t.database, sql`select 1 from sys_user where user_name like 'x_abc'`)).toEqual([]);
  });
});

describe('editing, status and removal', () => {
  const findOne = async (name: string) => (await list(`nickName=${encodeURIComponent(name)}`)).rows[0];

  it('edits the profile and the user’s contact together', async () => {
    const row = await findOne('新专家甲');
    const edited = await api('PUT', '/comp/expert', {
      ...form,
      expertId: row.expertId,
      nickName: '新专家乙',
      phonenumber: '13712340003',
      tracks: ['teen', 'adult'],
      relations: [],
    });
    expect(edited.code).toBe(200);
    const detail = await api('GET', `/comp/expert/${row.expertId}`);
    expect(detail.data).toMatchObject({
      nickName: '新专家乙',
      phonenumber: '13712340003',
      tracks: ['teen', 'adult'],
      relations: [],
    });
  });

  it('moves applied → active ⇄ suspended → retired and refuses other moves naming both', async () => {
    const row = await findOne('新专家乙');
    const move = (status: string) => api('PUT', '/comp/expert/changeStatus', { expertId: row.expertId, status });
    expect(await move('applied')).toMatchObject({ code: 500, msg: "专家'新专家乙'不能从在库变为待激活" });
    expect((await move('retired')).code).toBe(500);
    expect((await move('suspended')).code).toBe(200);
    expect((await move('active')).code).toBe(200);
    expect((await move('suspended')).code).toBe(200);
    expect((await move('retired')).code).toBe(200);
    expect(await move('active')).toMatchObject({ code: 500, msg: "专家'新专家乙'不能从退出变为在库" });
    const english = await t.app.inject({
      method: 'PUT',
      url: '/prod-api/comp/expert/changeStatus',
      headers: { ...bearer(organiser), 'accept-language': 'en-US' },
      payload: { expertId: row.expertId, status: 'active' },
    });
    expect(english.json().msg).toBe("the expert '新专家乙' cannot move from retired to active");
  });

  it('refuses to remove an expert who sits in an expert group, naming it, and removes all or none', async () => {
    const member = await findOne('陈建国');
    const free = await findOne('林晓梅');
    const [stage] = await rows<{ stage_id: number }>(
      t.database,
      sql`select stage_id::int as stage_id from comp_stage limit 1`,
    );
    await t.database.exec().execute(sql`
      with g as (insert into comp_expert_group (stage_id, group_name) values (${stage.stage_id}, '初赛第一专家组') returning expert_group_id)
      insert into comp_expert_group_member (expert_group_id, user_id) select expert_group_id, ${member.userId} from g`);
    const refused = await api('DELETE', `/comp/expert/${free.expertId},${member.expertId}`);
    expect(refused).toMatchObject({ code: 500, msg: "专家'陈建国'在专家组'初赛第一专家组'中,不允许删除" });
    expect((await findOne('林晓梅'))?.expertId).toBe(free.expertId);
    const detail = await api('GET', `/comp/expert/${member.expertId}`);
    expect(detail.data.groups).toEqual(['初赛第一专家组']);
    expect((await api('DELETE', `/comp/expert/${free.expertId}`)).code).toBe(200);
    expect(await findOne('林晓梅')).toBeUndefined();
    const [account] = await rows(t.database, sql`select del_flag from sys_user where user_id = ${free.userId}`);
    expect(account).toEqual({ del_flag: '0' });
  });
});

describe('registration', () => {
  it('an approved expert registration opens an applied profile, which an organiser activates', async () => {
    await setConfigValue(t.database, 'sys.account.registerUser', 'true');
    await t.cache.delete('sys_config:sys.account.registerUser');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/prod-api/register',
      payload: { username: 'selfexpert', password: 'secret12', confirmPassword: 'secret12', mobile: '13712349999' },
    });
    expect(registered.json().code).toBe(200);
    const [user] = await rows<{ user_id: number }>(
      t.database,
      sql`select user_id::int as user_id from sys_user where user_name = 'selfexpert'`,
    );
    expect(await rows(t.database, sql`select 1 from comp_expert where user_id = ${user.user_id}`)).toEqual([]);
    const admin = await loginAs(t.app, 'admin');
    expect((await api('PUT', `/system/registration/${user.user_id}/approve`, undefined, admin)).code).toBe(200);
    const [row] = (await list('nickName=selfexpert')).rows;
    expect(row).toMatchObject({ userId: user.user_id, status: 'applied' });
    expect((await api('PUT', '/comp/expert/changeStatus', { expertId: row.expertId, status: 'active' })).code).toBe(
      200,
    );
    expect((await list('nickName=selfexpert')).rows[0].status).toBe('active');
  });
});
