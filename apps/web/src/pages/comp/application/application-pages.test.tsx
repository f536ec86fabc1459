import type { ApplicationRow, FormSchema, Track } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as ApplicationPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

function renderPage(Page: ComponentType) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}

const row = (applicationId: number, status: string, code = `A26000${applicationId}`): ApplicationRow => ({
  applicationId,
  code,
  projectName: `项目${applicationId}`,
  competitionId: 1,
  competitionName: '第一届青少年及成人创新创业大赛',
  trackId: 2,
  trackName: '成人组',
  categoryId: 21,
  categoryName: '创意组',
  industry: null,
  regionCode: '440106',
  regionName: '天河区',
  orgId: null,
  orgName: null,
  leaderName: '张三',
  leaderMobile: '138****8000',
  status: status as ApplicationRow['status'],
  memberCount: 1,
  submittedAt: null,
  returnCount: 0,
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  updateTime: null,
});

type FieldNode = FormSchema['nodes'][number];

/** A field of a saved form as the builder writes it (the properties not named take their defaults). */
const field = (type: string, name: string, label: string, more: Record<string, unknown> = {}) =>
  ({ id: `n_${name}`, type, name, label, required: false, rules: [], span: 24, disabled: false, ...more }) as FieldNode;

const formOf = (nodes: FieldNode[]): FormSchema => ({
  schemaVersion: 1,
  config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
  nodes,
});

/** A track bound to version 1 of saved form `trackId` (its field summary is the server's and unread here). */
const track = (trackId: number, trackName: string, nodes: FieldNode[]): Track => ({
  trackId,
  trackCode: trackId === 1 ? 'teen' : 'adult',
  trackName,
  ageMin: null,
  ageMax: null,
  ageRefDate: null,
  teamMin: 1,
  teamMax: 5,
  oneEntry: '1',
  attachments: trackId === 1 ? ['project_report'] : ['business_plan', 'pitch_deck'],
  fields: [],
  formId: nodes.length > 0 ? trackId : null,
  formVersion: nodes.length > 0 ? 1 : null,
  formName: nodes.length > 0 ? `${trackName}附加字段` : null,
  form: nodes.length > 0 ? formOf(nodes) : null,
  categories: [{ categoryId: trackId * 10 + 1, code: 'idea', name: `${trackName}甲组`, sort: 1 }],
  sort: trackId,
});

const TRACKS = [
  track(1, '青少年组', [field('input', 'school', '就读学校', { required: true })]),
  track(2, '成人组', [
    field('date', 'founded', '成立日期', { required: true }),
    field('select', 'stage', '融资阶段', { required: true, options: { source: 'dict', dictType: 'comp_funding' } }),
    field('number', 'staff', '员工人数'),
    field('textarea', 'pitch', '项目简述'),
  ]),
];

const query = (path: string) => new URLSearchParams(api.calls('GET', path).at(-1)?.url.split('?')[1] ?? '');
const bodyOf = (method: string, path: string) => JSON.parse(api.calls(method, path).at(-1)?.body ?? '{}');
/** A button by its text (a modal's footer can be hidden from the accessibility tree while another layer animates). */
const button = (root: HTMLElement, text: string | RegExp) =>
  [...root.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? ''),
  ) as HTMLButtonElement;
const tab = (status: string) => document.querySelector(`[data-status="${status}"]`) as HTMLElement;

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  for (const type of ['comp_industry', 'comp_funding']) {
    api.routes.set(`GET /system/dict/data/type/${type}`, ok({ data: [] }));
  }
  api.routes.set(
    'GET /comp/competition/current/timeline',
    ok({
      data: { competitionId: 1, competitionName: '第一届', editionYear: 2026, status: 'registration_open', stages: [] },
    }),
  );
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届青少年及成人创新创业大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/competition/1/tracks', ok({ data: TRACKS }));
  api.routes.set('GET /comp/region/optionselect', ok({ data: [] }));
  api.routes.set('GET /comp/organisation/optionselect', ok({ data: [] }));
  api.routes.set('GET /comp/application/list', ok({ total: 2, rows: [row(1, 'draft'), row(2, 'submitted')] }));
  api.routes.set('GET /comp/application/counts', ok({ data: { draft: 3, submitted: 2, withdrawn: 0 } }));
});

describe('applications list', { timeout: 30_000 }, () => {
  it('starts on the current edition and sends the leader mobile and ID number as exact filters', async () => {
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    expect(query('/comp/application/list').get('competitionId')).toBe('1');
    expect(query('/comp/application/counts').get('competitionId')).toBe('1');

    const search = document.querySelector('form.cbo-apply-search') as HTMLElement;
    // A partial mobile is refused in the form: exact match only.
    fireEvent.change(within(search).getByLabelText('负责人手机'), { target: { value: '1380013' } });
    fireEvent.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    expect(await within(search).findByText('请输入11位手机号', undefined, PATIENT)).toBeTruthy();
    const before = api.calls('GET', '/comp/application/list').length;

    fireEvent.change(within(search).getByLabelText('负责人手机'), { target: { value: '13800138000' } });
    fireEvent.change(within(search).getByLabelText('身份证号'), { target: { value: '11010519491231002X' } });
    fireEvent.change(within(search).getByLabelText('项目名称'), { target: { value: ' 智能 ' } });
    fireEvent.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(api.calls('GET', '/comp/application/list').length).toBeGreaterThan(before), PATIENT);
    const list = query('/comp/application/list');
    expect(list.get('leaderMobile')).toBe('13800138000');
    expect(list.get('idNumber')).toBe('11010519491231002X');
    expect(list.get('projectName')).toBe('智能');
    expect(list.get('competitionId')).toBe('1');
    // The tab counts follow the same filters.
    await waitFor(() => expect(query('/comp/application/counts').get('idNumber')).toBe('11010519491231002X'), PATIENT);
    expect(query('/comp/application/counts').get('status')).toBeNull();
  });

  it('shows each status with its count and lists one status when its tab is chosen', async () => {
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    await waitFor(() => expect(tab('draft').textContent).toBe('草稿3'), PATIENT);
    expect(tab('all').textContent).toBe('全部5');
    expect(tab('submitted').textContent).toBe('已提交2');
    expect(tab('under_audit').textContent).toBe('审核中0');

    fireEvent.click(tab('draft'));
    await waitFor(() => expect(query('/comp/application/list').get('status')).toBe('draft'), PATIENT);
    expect(query('/comp/application/list').get('competitionId')).toBe('1');
  });

  it('asks for a reason before withdrawing and shows the whole refusal when the server refuses', async () => {
    api.routes.set(
      'PUT /comp/application/transition',
      json({ code: 500, msg: 'A260002 当前状态为已提交，不能撤回；A260001 不在报名时间内' }),
    );
    renderPage(ApplicationPage);
    await screen.findByText('项目2', undefined, PATIENT);
    const toolbar = screen.getByRole('toolbar');
    const withdraw = within(toolbar).getByRole('button', { name: /撤\s*回/ });
    expect((withdraw as HTMLButtonElement).disabled).toBe(true);

    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    for (const tableRow of rows) fireEvent.click(within(tableRow as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect((withdraw as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(withdraw);

    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    expect(within(dialog).getByText(/A260001、A260002/)).toBeTruthy();
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*回/ }));
    expect(await within(dialog).findByText('请填写撤回原因', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('PUT', '/comp/application/transition')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('撤回原因'), { target: { value: '重复申报' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/application/transition')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/application/transition')).toEqual({
      applicationIds: [1, 2],
      action: 'withdraw',
      reason: '重复申报',
    });
    const refusal = await waitFor(() => {
      const alert = document.querySelector('.cbo-apply__refusal') as HTMLElement;
      expect(alert).toBeTruthy();
      return alert;
    }, PATIENT);
    // Every problem the server named, one per line.
    expect([...refusal.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'A260002 当前状态为已提交，不能撤回',
      'A260001 不在报名时间内',
    ]);
  });

  it('renders the extra fields of the chosen track, in order, required ones marked', async () => {
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /新\s*增/ }));
    const drawer = (await screen.findByText('新增申报（代报）', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByText('先选择赛道，再上传它要求的附件')).toBeTruthy();

    const chooseTrack = async (name: string) => {
      fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '赛道' }));
      fireEvent.click(await screen.findByTitle(name, undefined, PATIENT));
    };
    await chooseTrack('青少年组');
    expect(await within(drawer).findByText('就读学校', undefined, PATIENT)).toBeTruthy();
    expect(within(drawer).getByText('项目报告')).toBeTruthy();

    await chooseTrack('成人组');
    await waitFor(() => expect(within(drawer).queryByText('就读学校')).toBeNull(), PATIENT);
    const extra = drawer.querySelector('.cbo-apply__extra') as HTMLElement;
    const labels = [...extra.querySelectorAll('.ant-form-item-label label')];
    expect(labels.map((label) => label.textContent)).toEqual(['成立日期', '融资阶段', '员工人数', '项目简述']);
    expect(labels.map((label) => label.classList.contains('ant-form-item-required'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // The inputs follow the field types: a date picker, a select, a number, a text area.
    expect(within(extra).getByLabelText('成立日期').closest('.ant-picker')).toBeTruthy();
    expect(within(extra).getByRole('combobox', { name: '融资阶段' })).toBeTruthy();
    expect(within(extra).getByLabelText('员工人数').closest('.ant-input-number')).toBeTruthy();
    expect(within(extra).getByLabelText('项目简述').tagName).toBe('TEXTAREA');
    // The track's required attachments are offered, with images and other files.
    expect(within(drawer).getByText('商业计划书')).toBeTruthy();
    expect(within(drawer).getByText('路演PPT')).toBeTruthy();
    expect(within(drawer).queryByText('项目报告')).toBeNull();
  });
});

describe('application edit form', { timeout: 30_000 }, () => {
  it('keeps the masked numbers as they came and saves without retyping them, mentors included', async () => {
    api.routes.set(
      'GET /comp/application/1',
      ok({
        data: {
          ...row(1, 'draft'),
          trackId: 1,
          categoryId: 11,
          summary: null,
          leaderIdNumber: '440106********123X',
          members: [
            {
              name: '张三',
              idNumber: '440106********123X',
              role: 'leader',
              orgName: null,
              gradeOrTitle: null,
              age: 36,
              sex: 'm',
            },
            {
              name: '李四',
              idNumber: '440104********2463',
              role: 'member',
              orgName: '一中',
              gradeOrTitle: '高一',
              age: 16,
              sex: 'f',
            },
          ],
          mentors: [{ name: '周老师', orgName: null, title: null, mobile: '139****0002', email: null }],
          attachments: [
            {
              kind: 'project_report',
              path: '/profile/upload/2026/11/20/report_a1.pdf',
              fileName: '报告.pdf',
              size: 2048,
              url: '/x',
            },
          ],
          videoLink: null,
          answers: { school: '天河一中' },
          returnDeadline: null,
        },
      }),
    );
    api.routes.set('PUT /comp/application', ok());
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /修\s*改/ }));
    const drawer = (await screen.findByText('修改申报', undefined, PATIENT)).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText(/掩码保持不变即沿用原号码/, undefined, PATIENT);
    await waitFor(() => {
      const input = within(drawer).getByLabelText('负责人手机') as HTMLInputElement;
      expect(input.value).toBe('138****8000');
    }, PATIENT);
    // The extra fields render once the track's fields have loaded.
    expect(await within(drawer).findByDisplayValue('天河一中', undefined, PATIENT)).toBeTruthy();
    const memberId = within(within(drawer).getByTestId('member-row')).getByLabelText('身份证号') as HTMLInputElement;
    expect(memberId.value).toBe('440104********2463');

    // Saved as it is: the masked numbers go back unchanged, nothing asked again.
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/application')).toHaveLength(1), PATIENT);
    expect(within(drawer).queryByText('请输入手机号')).toBeNull();
    expect(within(drawer).queryByText('请输入身份证号')).toBeNull();
    expect(bodyOf('PUT', '/comp/application')).toMatchObject({
      applicationId: 1,
      competitionId: 1,
      trackId: 1,
      categoryId: 11,
      leaderMobile: '138****8000',
      leaderIdNumber: '440106********123X',
      members: [{ name: '李四', idNumber: '440104********2463', orgName: '一中', gradeOrTitle: '高一' }],
      mentors: [{ name: '周老师', mobile: '139****0002' }],
      answers: { school: '天河一中' },
      attachments: [
        { kind: 'project_report', path: '/profile/upload/2026/11/20/report_a1.pdf', fileName: '报告.pdf', size: 2048 },
      ],
    });
  });

  it('checks the bound form’s answers as the server does: required, a rule’s own message, a visible-when field, and a refusal on its field', async () => {
    api.routes.set(
      'GET /comp/competition/1/tracks',
      ok({
        data: [
          track(1, '青少年组', [
            field('input', 'school', '学校', { required: true }),
            field('select', 'grade', '年级', {
              options: {
                source: 'static',
                items: [
                  { label: '初一', value: 'g1' },
                  { label: '初二', value: 'g2' },
                ],
              },
            }),
            field('input', 'award', '获奖名称', {
              required: true,
              visibleWhen: { field: 'grade', op: 'eq', value: 'g2' },
            }),
            field('textarea', 'note', '备注', { rules: [{ kind: 'length', max: 20, message: '备注不能超过20个字' }] }),
          ]),
        ],
      }),
    );
    api.routes.set(
      'GET /comp/application/1',
      ok({
        data: {
          ...row(1, 'draft'),
          trackId: 1,
          categoryId: 11,
          summary: null,
          leaderIdNumber: '440106********123X',
          members: [
            {
              ...{ name: '张三', idNumber: '440106********123X', role: 'leader', orgName: null, gradeOrTitle: null },
              ...{ age: 36, sex: 'm' },
            },
          ],
          mentors: [],
          attachments: [],
          videoLink: null,
          // A too-long note (typed before the rule) and an answer to a field the form no longer has.
          answers: { note: '这一段备注写得太长了，超过了表单规则允许的二十个字', retired: '旧字段的答案' },
          returnDeadline: null,
        },
      }),
    );
    api.routes.set('PUT /comp/application', json({ code: 500, msg: '参数 answers.school 不正确：学校已停办' }));
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /修\s*改/ }));
    const drawer = (await screen.findByText('修改申报', undefined, PATIENT)).closest('.ant-drawer') as HTMLElement;
    const extra = await waitFor(() => {
      const element = drawer.querySelector('.cbo-apply__extra') as HTMLElement;
      expect(element).toBeTruthy();
      return element;
    }, PATIENT);
    const item = (label: string) =>
      [...extra.querySelectorAll('.ant-form-item')].find(
        (element) => element.querySelector('label')?.textContent === label,
      ) as HTMLElement | undefined;
    const errorOf = (label: string) => item(label)?.querySelector('.ant-form-item-explain-error')?.textContent;
    await within(extra).findByDisplayValue(/这一段备注/, undefined, PATIENT);
    // The field shown only for 初二 is not there yet.
    expect(item('获奖名称')).toBeUndefined();

    // Saved as it is: the required field and the broken rule are refused on the page, nothing sent.
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorOf('备注')).toBe('备注不能超过20个字'), PATIENT);
    expect(errorOf('学校')).toBe('学校不能为空');
    expect(api.calls('PUT', '/comp/application')).toHaveLength(0);

    fireEvent.change(within(extra).getByLabelText('学校'), { target: { value: '天河一中' } });
    fireEvent.change(within(extra).getByLabelText('备注'), { target: { value: '三年级参赛' } });
    // 初二 brings its own required field; 初一 takes it away again.
    const chooseGrade = async (label: string) => {
      fireEvent.mouseDown(within(extra).getByRole('combobox', { name: '年级' }));
      fireEvent.click(await screen.findByTitle(label, undefined, PATIENT));
    };
    await chooseGrade('初二');
    await waitFor(() => expect(item('获奖名称')).toBeTruthy(), PATIENT);
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorOf('获奖名称')).toBe('获奖名称不能为空'), PATIENT);
    // The corrected answers' messages go (once their leave motion ends).
    await waitFor(() => expect([errorOf('学校'), errorOf('备注')]).toEqual([undefined, undefined]), PATIENT);
    expect(api.calls('PUT', '/comp/application')).toHaveLength(0);
    fireEvent.change(within(extra).getByLabelText('获奖名称'), { target: { value: '市一等奖' } });
    await chooseGrade('初一');
    await waitFor(() => expect(item('获奖名称')).toBeUndefined(), PATIENT);

    // The answers go as the form keeps them (the hidden field's and the retired one's dropped); the server's refusal of
    // one answer lands on that field.
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/application')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/application').answers).toEqual({ school: '天河一中', grade: 'g1', note: '三年级参赛' });
    await waitFor(() => expect(errorOf('学校')).toBe('学校已停办'), PATIENT);
  });

  it('sends a number typed over its mask, and refuses one that is neither', async () => {
    api.routes.set(
      'GET /comp/application/1',
      ok({
        data: {
          ...row(1, 'draft'),
          trackId: 1,
          categoryId: 11,
          summary: null,
          leaderIdNumber: '440106********123X',
          members: [
            {
              name: '张三',
              idNumber: '440106********123X',
              role: 'leader',
              orgName: null,
              gradeOrTitle: null,
              age: 36,
              sex: 'm',
            },
          ],
          mentors: [],
          attachments: [
            {
              kind: 'project_report',
              path: '/profile/upload/2026/11/20/report_a1.pdf',
              fileName: '报告.pdf',
              size: 2048,
              url: '/x',
            },
          ],
          videoLink: null,
          answers: { school: '天河一中' },
          returnDeadline: null,
        },
      }),
    );
    api.routes.set('PUT /comp/application', ok());
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /修\s*改/ }));
    const drawer = (await screen.findByText('修改申报', undefined, PATIENT)).closest('.ant-drawer') as HTMLElement;
    const mobile = await waitFor(() => {
      const input = within(drawer).getByLabelText('负责人手机') as HTMLInputElement;
      expect(input.value).toBe('138****8000');
      return input;
    }, PATIENT);
    fireEvent.change(mobile, { target: { value: '138**12' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('请输入11位手机号', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('PUT', '/comp/application')).toHaveLength(0);
    fireEvent.change(mobile, { target: { value: '13900139000' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/application')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/application')).toMatchObject({
      leaderMobile: '13900139000',
      leaderIdNumber: '440106********123X',
    });
  });
});

describe('applications import', { timeout: 30_000 }, () => {
  it('shows every bad row of a dry run and imports only after a clean one', async () => {
    const issues = [
      {
        row: 3,
        field: '负责人身份证号',
        rule: 'format',
        reason: '格式不正确',
        message: 'must be an 18-character (or 15-digit) ID number',
      },
      { row: 7, field: '赛道', rule: 'reference', reason: '不是有效的选项', message: '不是本届次的赛道' },
    ];
    const lacking = [{ row: 2, projectName: '项目甲', lacks: ['商业计划书', '路演PPT'] }];
    const accounts = { found: 3, created: 7 };
    let dryRuns = 0;
    api.routes.set('POST /comp/application/importData', (request, response) => {
      const dryRun = new URLSearchParams(request.url.split('?')[1]).get('dryRun') === 'true';
      if (dryRun) dryRuns += 1;
      const data =
        dryRun && dryRuns === 1
          ? { rows: 10, imported: 0, issues, dryRun: true, lacking: [], lackingRows: 0, accounts }
          : { rows: 10, imported: dryRun ? 0 : 10, issues: [], dryRun, lacking, lackingRows: 1, accounts };
      return ok({ data })(request, response);
    });
    renderPage(ApplicationPage);
    await screen.findByText('项目1', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /导\s*入/ }));
    const dialog = (await screen.findByText('导入申报', undefined, PATIENT)).closest('.ant-modal') as HTMLElement;
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'apps.xlsx')] } });
    await within(dialog).findByText('apps.xlsx', undefined, PATIENT);
    const real = () => button(dialog, /^导\s*入$/);
    expect(real().disabled).toBe(true);

    fireEvent.click(button(dialog, '试运行检查'));
    expect(await within(dialog).findByText(/10 行中发现 2 个问题，未写入任何数据/, undefined, PATIENT)).toBeTruthy();
    const table = dialog.querySelector('.cbo-apply-import__issues') as HTMLElement;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '行号',
      '字段',
      '问题类型',
      '说明',
    ]);
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['3', '负责人身份证号', '格式不正确', 'must be an 18-character (or 15-digit) ID number'],
      ['7', '赛道', '不是有效的选项', '不是本届次的赛道'],
    ]);
    // Rules in words, never their codes.
    expect(table.textContent).not.toContain('reference');
    expect(real().disabled).toBe(true);
    const firstUrl = api.calls('POST', '/comp/application/importData')[0].url;
    expect(firstUrl).toContain('competitionId=1');
    expect(firstUrl).toContain('dryRun=true');

    fireEvent.click(button(dialog, '试运行检查'));
    expect(await within(dialog).findByText(/10 行全部通过检查/, undefined, PATIENT)).toBeTruthy();
    // What the rows still lack, by label, and whose drafts they become.
    expect(within(dialog).getByText(/1 个申报还缺少表格无法携带的文件/)).toBeTruthy();
    const lackingRows = dialog.querySelectorAll('.cbo-apply-import__lacking tbody tr');
    expect([...lackingRows].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2', '项目甲', '商业计划书、路演PPT'],
    ]);
    expect(within(dialog).getByText(/已有账号 3 个，新建账号 7 个/)).toBeTruthy();
    await waitFor(() => expect(real().disabled).toBe(false));
    fireEvent.click(real());
    expect(await within(dialog).findByText(/导入成功：10 个申报/, undefined, PATIENT)).toBeTruthy();
    expect(api.calls('POST', '/comp/application/importData').at(-1)?.url).toContain('dryRun=false');
  });
});

describe('application detail', { timeout: 30_000 }, () => {
  it('shows attachments (documents by link, images in place) and the history as a timeline: who, when, from and to, and why', async () => {
    const detail = {
      ...row(7, 'withdrawn', 'A260007'),
      summary: '简介',
      leaderIdNumber: '440106********123X',
      members: [
        {
          name: '张三',
          idNumber: '440106********123X',
          role: 'leader',
          orgName: null,
          gradeOrTitle: null,
          age: 36,
          sex: 'm',
        },
      ],
      mentors: [],
      attachments: [
        {
          kind: 'business_plan',
          path: '/profile/upload/2026/11/20/plan_a1.pdf',
          fileName: '计划书.pdf',
          size: 4096,
          url: '/prod-api/common/file?key=plan',
        },
        {
          kind: 'image',
          path: '/profile/upload/2026/11/20/photo_b2.png',
          fileName: '样机.png',
          size: 2048,
          url: '/prod-api/common/file?key=photo',
        },
      ],
      videoLink: null,
      answers: { stage: 'seed' },
      returnDeadline: null,
    };
    api.routes.set('GET /comp/application/7', ok({ data: detail }));
    api.routes.set(
      'GET /system/dict/data/type/comp_reject_reason',
      dictAnswer('comp_reject_reason', [
        { dictLabel: '不符合参赛年龄', dictValue: 'age', listClass: 'default', cssClass: '', dictSort: 1 },
      ]),
    );
    api.routes.set(
      'GET /comp/application/7/history',
      ok({
        data: [
          {
            eventId: 1,
            action: 'create',
            fromStatus: null,
            toStatus: 'draft',
            reason: null,
            levelNo: null,
            reasonCode: null,
            operName: 'admin',
            eventTime: '2026-11-20 10:00:00',
          },
          {
            eventId: 2,
            action: 'submit',
            fromStatus: 'draft',
            toStatus: 'submitted',
            reason: null,
            levelNo: null,
            reasonCode: null,
            operName: 'admin',
            eventTime: '2026-11-21 09:00:00',
          },
          {
            eventId: 4,
            action: 'reject',
            fromStatus: 'under_audit',
            toStatus: 'rejected',
            reason: '出生日期不符',
            levelNo: 2,
            reasonCode: 'age',
            operName: 'organiser',
            eventTime: '2026-11-21 12:00:00',
          },
          {
            eventId: 3,
            action: 'withdraw',
            fromStatus: 'submitted',
            toStatus: 'withdrawn',
            reason: '重复申报',
            levelNo: null,
            reasonCode: null,
            operName: 'office',
            eventTime: '2026-11-22 08:30:00',
          },
        ],
      }),
    );
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { Component: DetailPage } = await import('./detail');
    const router = createMemoryRouter([{ path: '/comp/application/detail/:applicationId', element: <DetailPage /> }], {
      initialEntries: ['/comp/application/detail/7'],
    });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('tab', { name: '历史' }, PATIENT);
    // A withdrawn application offers no actions.
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
    // Attachments: documents open through their signed link, images show in place.
    fireEvent.click(screen.getByRole('tab', { name: '附件 (2)' }));
    const open = await screen.findByRole('link', { name: '打开' }, PATIENT);
    expect(open.getAttribute('href')).toBe('/prod-api/common/file?key=plan');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('计划书.pdf')).toBeTruthy();
    expect(screen.getByText('商业计划书 · 4 KB')).toBeTruthy();
    expect((screen.getByAltText('样机.png') as HTMLImageElement).getAttribute('src')).toBe(
      '/prod-api/common/file?key=photo',
    );
    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    await waitFor(() => expect(document.querySelectorAll('.cbo-apply-history')).toHaveLength(4), PATIENT);
    const items = [...document.querySelectorAll('.cbo-apply-history')].map((item) => item.textContent);
    expect(items[0]).toContain('创建');
    expect(items[0]).toContain('草稿');
    expect(items[1]).toContain('草稿 → 已提交');
    // An audit decision names its level and its reason code by the dictionary's label.
    expect(items[2]).toContain('审核中 → 审核不通过');
    expect(items[2]).toContain('审核级别：第 2 级');
    expect(items[2]).toContain('不通过原因：不符合参赛年龄');
    expect(items[2]).toContain('原因：出生日期不符');
    expect(items[1]).not.toContain('审核级别');
    expect(items[3]).toContain('已提交 → 已撤回');
    expect(items[3]).toContain('office · 2026-11-22 08:30:00');
    expect(items[3]).toContain('原因：重复申报');
  });

  it('shows a file answer as a link with its original name, and lets staff attach what a draft lacks', async () => {
    api.routes.set(
      'GET /comp/competition/1/tracks',
      ok({
        data: [
          track(1, '青少年组', [
            field('input', 'school', '就读学校', { required: true }),
            field('upload', 'guardianConsent', '监护人同意书', { required: true, uploadKind: 'file', limit: 1 }),
          ]),
        ],
      }),
    );
    const consent = '/profile/upload/2026/11/20/监护人同意书_0a1b2c3d4e5f6a7b.pdf';
    const detail = {
      ...row(8, 'draft', 'T260008'),
      trackId: 1,
      trackName: '青少年组',
      summary: null,
      leaderIdNumber: '440106********123X',
      members: [],
      mentors: [],
      attachments: [],
      videoLink: null,
      answers: { school: '一中', guardianConsent: consent },
      answerFiles: [
        {
          key: 'guardianConsent',
          path: consent,
          fileName: '监护人同意书.pdf',
          url: '/prod-api/common/file?key=consent',
        },
      ],
      returnDeadline: null,
    };
    api.routes.set('GET /comp/application/8', ok({ data: detail }));
    api.routes.set('GET /comp/application/8/history', ok({ data: [] }));
    api.routes.set('GET /common/file/sign', ok({ data: '/prod-api/common/file?key=consent' }));
    api.routes.set(
      'POST /comp/application/8/file',
      ok({ data: { path: '/profile/upload/2026/11/20/r_0a1b2c3d4e5f6a7b.pdf', fileName: 'report.pdf', url: '/x' } }),
    );
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { Component: DetailPage } = await import('./detail');
    const router = createMemoryRouter([{ path: '/comp/application/detail/:applicationId', element: <DetailPage /> }], {
      initialEntries: ['/comp/application/detail/8'],
    });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The answers through the renderer's read-only view: the file by its original name, opened
    // through a signed link asked for when it is clicked; never the stored path as text.
    const file = await screen.findByText('监护人同意书.pdf', { exact: false }, PATIENT);
    expect(screen.getByText('一中')).toBeTruthy();
    expect(document.body.textContent).not.toContain('/profile/upload/');
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return null;
    }) as typeof window.open;
    try {
      fireEvent.click(file);
      await waitFor(() => expect(opened).toEqual(['/prod-api/common/file?key=consent']), PATIENT);
    } finally {
      window.open = open;
    }
    expect(new URLSearchParams(api.calls('GET', '/common/file/sign')[0]?.url.split('?')[1]).get('fileName')).toBe(
      consent,
    );

    fireEvent.click(screen.getByRole('tab', { name: '附件 (0)' }));
    expect(await screen.findByText('提交前还缺少：项目报告', undefined, PATIENT)).toBeTruthy();
    const input = document.querySelector('.cbo-apply-attach input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(api.calls('POST', '/comp/application/8/file')).toHaveLength(1), PATIENT);
    expect(api.calls('POST', '/comp/application/8/file')[0].url).toContain('kind=project_report');
  });
});
