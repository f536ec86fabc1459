import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { dictAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient, setSessionToken } from '../../../test/render-app';
import { SetupDrawer } from './setup-drawer';

const api = startFakeApi();

const edition = {
  competitionId: 7,
  competitionName: '第二届大赛',
  editionYear: 2027,
  status: 'draft' as const,
  registrationStart: null,
  registrationEnd: null,
  logo: null,
  isCurrent: '0',
  retentionMonths: null,
  remark: null,
  createBy: 'organiser',
  createTime: '2026-11-23 08:00:00',
  updateBy: null,
  updateTime: null,
};

const dict = (dictType: string, entries: Array<[string, string]>) =>
  dictAnswer(
    dictType,
    entries.map(([dictLabel, dictValue]) => ({ dictLabel, dictValue })),
  );

beforeEach(() => {
  setSessionToken();
  api.routes.set('GET /comp/competition/7/tracks', ok({ data: [] }));
  api.routes.set(
    'GET /comp/competition/7/stages',
    ok({
      data: [
        {
          stageId: 1,
          stageKind: 'registration',
          trackId: null,
          trackName: null,
          stageName: '报名',
          seq: 1,
          startAt: '2027-03-01 00:00:00',
          endAt: '2027-04-30 23:59:59',
        },
        {
          stageId: 2,
          stageKind: 'final',
          trackId: 11,
          trackName: '青少年组',
          stageName: '决赛',
          seq: 2,
          startAt: '2027-07-01 00:00:00',
          endAt: '2027-07-02 23:59:59',
        },
      ],
    }),
  );
  api.routes.set('PUT /comp/competition/7/tracks', ok());
  api.routes.set('PUT /comp/competition/7/stages', ok());
  api.routes.set(
    'GET /system/dict/data/type/comp_group_teen',
    dict('comp_group_teen', [
      ['小学组', 'primary'],
      ['初中组', 'junior'],
      ['高中组', 'senior'],
    ]),
  );
  api.routes.set('GET /system/dict/data/type/comp_group_adult', dict('comp_group_adult', [['创意组', 'idea']]));
  api.routes.set('GET /system/dict/data/type/comp_field_type', dict('comp_field_type', [['文本', 'text']]));
  api.routes.set(
    'GET /system/dict/data/type/comp_stage_kind',
    dict('comp_stage_kind', [
      ['报名', 'registration'],
      ['资格审核', 'qualification'],
      ['初赛', 'preliminary'],
      ['复赛', 'semi_final'],
      ['决赛', 'final'],
    ]),
  );
});

function renderDrawer() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <SetupDrawer edition={edition} onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const UNBOUND = { fields: [], formId: null, formVersion: null, formName: null, form: null };

const adultTrack = (overrides: Record<string, unknown> = {}) => ({
  ...{ trackId: 3, trackCode: 'adult', trackName: '成人组', ageMin: 18, ageMax: null, ageRefDate: null },
  ...{ teamMin: 1, teamMax: 5, oneEntry: '1', attachments: [], ...UNBOUND, categories: [], sort: 1 },
  ...overrides,
});

const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const lastBody = (method: string, url: string) => JSON.parse(api.calls(method, url).at(-1)?.body ?? 'null');

describe('edition setup drawer', () => {
  it('adds the teenage track with its default groups from the dictionary and saves the whole list', async () => {
    renderDrawer();
    await within(drawer()).findByText('还没有赛道');
    const add = await within(drawer()).findByRole('button', { name: /添加青少年组/ });
    await waitFor(() => expect(api.calls('GET', '/system/dict/data/type/comp_group_teen')).toHaveLength(1));
    await waitFor(() => expect(within(drawer()).queryAllByDisplayValue('小学组')).toHaveLength(0));
    // Nothing can be added before the saved list is in the form (it would replace the addition).
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await within(drawer()).findByDisplayValue('小学组');
    // One teenage track per edition: the button is spent.
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(1));
    const [track] = lastBody('PUT', '/comp/competition/7/tracks').tracks;
    expect(track).toMatchObject({ trackCode: 'teen', trackName: '青少年组', ageMin: 6, ageMax: 18, oneEntry: '1' });
    expect(track.categories.map((category: { name: string }) => category.name)).toEqual(['小学组', '初中组', '高中组']);
  }, 60_000);

  it('edits the edition-wide stages and each track’s ladder apart, offering a section’s next missing kind', async () => {
    api.routes.set(
      'GET /comp/competition/7/tracks',
      ok({
        data: [
          {
            trackId: 11,
            trackCode: 'teen',
            trackName: '青少年组',
            ageMin: 6,
            ageMax: 18,
            ageRefDate: null,
            teamMin: 1,
            teamMax: 3,
            oneEntry: '1',
            attachments: [],
            ...UNBOUND,
            categories: [],
            sort: 1,
          },
          {
            ...{ trackId: 12, trackCode: 'adult', trackName: '成人组', ageMin: 18, ageMax: null, ageRefDate: null },
            ...{ teamMin: 1, teamMax: 5, oneEntry: '1', attachments: [], ...UNBOUND, categories: [], sort: 2 },
          },
        ],
      }),
    );
    renderDrawer();
    fireEvent.click(await within(drawer()).findByRole('tab', { name: '赛程阶段' }));
    await within(drawer()).findByDisplayValue('2027-07-01 00:00:00');
    await waitFor(() => expect(api.calls('GET', '/system/dict/data/type/comp_stage_kind')).toHaveLength(1));
    const section = (track: string) =>
      drawer().querySelector(`.cbo-comp-stage-section[data-track="${track}"]`) as HTMLElement;
    // Registration in the edition's part, the teen final in the teen ladder, nothing yet for adults.
    await within(section('edition')).findByDisplayValue('报名');
    expect(within(section('11')).getByDisplayValue('决赛')).toBeTruthy();
    expect(within(section('12')).getByText('尚未添加')).toBeTruthy();
    // Role queries over the drawer are slow with both tracks' cards in it: buttons are found by selector.
    const addIn = (track: string) => section(track).querySelector('.ant-card-extra button') as HTMLButtonElement;
    const saveButton = () => document.querySelector('#comp-stages button.ant-btn-primary') as HTMLButtonElement;
    await waitFor(() => expect(addIn('11').disabled).toBe(false));
    expect(addIn('11').textContent).toMatch(/添加阶段/);
    fireEvent.click(addIn('11'));
    // The teen final is taken: the next judging kind is the preliminary, named from the dictionary,
    // numbered after the edition's stages and the ladder's own.
    await within(section('11')).findByDisplayValue('初赛');
    expect(within(section('11')).getAllByDisplayValue('3')).toHaveLength(1);
    fireEvent.click(saveButton());
    // The new stage has no dates yet: nothing is sent until they are given.
    await waitFor(() => expect(drawer().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(api.calls('PUT', '/comp/competition/7/stages')).toHaveLength(0);
    // Removing it (after a confirmation) sends the two others, each with its track, in their order.
    const removes = section('11').querySelectorAll('button[aria-label="删除"]');
    fireEvent.click(removes[1]);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(within(drawer()).queryByDisplayValue('初赛')).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/stages')).toHaveLength(1));
    expect(lastBody('PUT', '/comp/competition/7/stages').stages).toEqual([
      {
        stageKind: 'registration',
        trackId: null,
        stageName: '报名',
        seq: 1,
        startAt: '2027-03-01 00:00:00',
        endAt: '2027-04-30 23:59:59',
      },
      {
        stageKind: 'final',
        trackId: 11,
        stageName: '决赛',
        seq: 2,
        startAt: '2027-07-01 00:00:00',
        endAt: '2027-07-02 23:59:59',
      },
    ]);
  }, 60_000);

  it('asks for tracks before judging stages', async () => {
    renderDrawer();
    fireEvent.click(await within(drawer()).findByRole('tab', { name: '赛程阶段' }));
    expect(await within(drawer()).findByText('评审阶段按赛道设置：请先在「赛道与组别」中添加赛道。')).toBeTruthy();
    expect(drawer().querySelectorAll('.cbo-comp-stage-section')).toHaveLength(1);
  }, 60_000);

  it('chooses required attachments by name, never as typed keys', async () => {
    api.routes.set(
      'GET /comp/competition/7/tracks',
      ok({ data: [adultTrack({ attachments: ['business_plan', 'guardian_letter'] })] }),
    );
    renderDrawer();
    await within(drawer()).findByDisplayValue('成人组');
    // The chosen kinds by their names; a kind outside the known ones stays as it is.
    const kinds = within(drawer()).getByLabelText('必交附件').closest('.ant-select') as HTMLElement;
    expect(within(kinds).getByText('商业计划书')).toBeTruthy();
    expect(within(kinds).getByText('guardian_letter')).toBeTruthy();
    expect(within(kinds).queryByText('business_plan')).toBeNull();
    // Offered kinds: every known one by name.
    fireEvent.mouseDown(within(kinds).getByRole('combobox'));
    expect(await screen.findByText('路演PPT')).toBeTruthy();
    fireEvent.click(screen.getByText('路演PPT'));
    fireEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(1));
    const [track] = lastBody('PUT', '/comp/competition/7/tracks').tracks;
    expect(track.attachments).toEqual(['business_plan', 'guardian_letter', 'pitch_deck']);
  }, 60_000);
});

/** A saved form's document: text fields with these labels. */
const document_ = (labels: string[]) => ({
  schemaVersion: 1,
  config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
  nodes: labels.map((label, index) => ({
    ...{ id: `n${index}`, type: 'input', name: `field${index}`, label },
    ...{ required: index === 0, rules: [], span: 24, disabled: false },
  })),
});

const savedVersion = (formId: number, version: number, labels: string[]) =>
  ok({
    data: {
      ...{ formId, version, fieldCount: labels.length, formContent: document_(labels) },
      ...{ createBy: 'admin', createTime: '2026-11-26 10:00:00' },
    },
  });

/** A button by its text: role queries over a track card take minutes in jsdom (every control's name is computed). */
const button = (root: HTMLElement, text: RegExp) =>
  [...root.querySelectorAll('button')].find((item) => text.test(item.textContent ?? '')) as HTMLButtonElement;

/** The first track's card, once the saved list is in. */
const trackCard = () =>
  waitFor(() => {
    const card = drawer()?.querySelector('.ant-card') as HTMLElement | null;
    expect(card).toBeTruthy();
    return card as HTMLElement;
  });

describe('track form picker', () => {
  beforeEach(() => {
    api.routes.set(
      'GET /comp/competition/7/tracks',
      ok({
        data: [
          adultTrack({
            ...{
              formId: 5,
              formVersion: 1,
              formName: '成人组附加字段',
              form: document_(['所属行业', '成立日期', '官网']),
            },
            fields: [],
          }),
        ],
      }),
    );
    api.routes.set(
      'GET /flowable/form/formList',
      ok({
        data: [
          { formId: 5, formName: '成人组附加字段', version: 2 },
          { formId: 6, formName: '青少年组附加字段', version: 1 },
        ],
      }),
    );
    api.routes.set('GET /flowable/form/5/versions/1', savedVersion(5, 1, ['所属行业', '成立日期', '官网']));
    api.routes.set('GET /flowable/form/5/versions/2', savedVersion(5, 2, ['所属行业', '成立日期', '官网', '团队规模']));
    api.routes.set('GET /flowable/form/6/versions/1', savedVersion(6, 1, ['就读学校']));
  });

  it('shows the bound form, offers its newer version, previews the chosen one and saves the binding only', async () => {
    useAuthStore.setState({ permissions: ['comp:competition:edit', 'flowable:form:edit'] });
    renderDrawer();
    const card = await trackCard();
    // The card's title: the form's name, the bound version and its fields.
    expect(await within(card).findByText('成人组附加字段 v1 · 3 个字段')).toBeTruthy();
    // The bound version is older than the newest: said, and moved only when asked.
    const newer = await within(card).findByText('有新版本 v2');
    const link = within(card).getByRole('link', { name: /在表单构建中编辑/ });
    expect(link.getAttribute('href')).toBe('/tool/build/index?formId=5');
    fireEvent.click(button(newer.closest('.ant-alert') as HTMLElement, /改用 v2/));
    await waitFor(() => expect(within(card).queryByText('有新版本 v2')).toBeNull());
    expect(await within(card).findByText('成人组附加字段 v2 · 4 个字段')).toBeTruthy();
    expect(within(card).getByText('v2（最新）')).toBeTruthy();

    // The preview draws the chosen version with the renderer, validating as the real form does.
    fireEvent.click(button(card, /预\s*览/));
    const dialog = (await screen.findByText('预览：成人组附加字段 v2')).closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findByLabelText('团队规模')).toBeTruthy();
    fireEvent.click(button(dialog, /提\s*交/));
    expect(await within(dialog).findByText(/所属行业/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);

    fireEvent.click(button(drawer(), /保\s*存/));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(1));
    const [track] = lastBody('PUT', '/comp/competition/7/tracks').tracks;
    expect(track).toMatchObject({ formId: 5, formVersion: 2 });
    // The document, its summary and the name are the server's to derive, never sent back.
    expect(Object.keys(track)).not.toContain('form');
    expect(Object.keys(track)).not.toContain('fields');
    expect(Object.keys(track)).not.toContain('formName');
  }, 60_000);

  it('binds another form at its newest version, clears to none, and hides the builder link without the right', async () => {
    useAuthStore.setState({ permissions: ['comp:competition:edit'] });
    renderDrawer();
    const card = await trackCard();
    await within(card).findByText('成人组附加字段 v1 · 3 个字段');
    expect(within(card).queryByRole('link', { name: /在表单构建中编辑/ })).toBeNull();
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '报名表单' }));
    fireEvent.click(await screen.findByTitle('青少年组附加字段'));
    expect(await within(card).findByText('青少年组附加字段 v1 · 1 个字段')).toBeTruthy();
    expect(within(card).queryByText(/有新版本/)).toBeNull();
    fireEvent.click(button(drawer(), /保\s*存/));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(1));
    expect(lastBody('PUT', '/comp/competition/7/tracks').tracks[0]).toMatchObject({ formId: 6, formVersion: 1 });

    // None: the track asks no extra fields.
    const select = within(card).getByRole('combobox', { name: '报名表单' }).closest('.ant-select') as HTMLElement;
    fireEvent.mouseEnter(select);
    fireEvent.click(select.querySelector('.ant-select-clear') as HTMLElement);
    expect(await within(card).findByText('没有附加字段')).toBeTruthy();
    fireEvent.click(button(drawer(), /保\s*存/));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(2));
    expect(lastBody('PUT', '/comp/competition/7/tracks').tracks[0]).toMatchObject({ formId: null, formVersion: null });
  }, 60_000);
});
