import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
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
          stageName: '报名',
          seq: 1,
          startAt: '2027-03-01 00:00:00',
          endAt: '2027-04-30 23:59:59',
        },
        {
          stageId: 2,
          stageKind: 'final',
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
      <SetupDrawer edition={edition} onClose={() => undefined} />
    </AppProviders>,
  );
}

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

  it('offers the next missing stage kind and saves the list in its order', async () => {
    renderDrawer();
    fireEvent.click(await within(drawer()).findByRole('tab', { name: '赛程阶段' }));
    await within(drawer()).findByDisplayValue('2027-07-01 00:00:00');
    await waitFor(() => expect(api.calls('GET', '/system/dict/data/type/comp_stage_kind')).toHaveLength(1));
    fireEvent.click(within(drawer()).getByRole('button', { name: /添加阶段/ }));
    // registration and final are taken: the next kind is the audit, named from the dictionary.
    await within(drawer()).findByDisplayValue('资格审核');
    expect(within(drawer()).getAllByDisplayValue('3')).toHaveLength(1);
    fireEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    // The new stage has no dates yet: nothing is sent until they are given.
    await waitFor(() => expect(drawer().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(api.calls('PUT', '/comp/competition/7/stages')).toHaveLength(0);
    // Removing it (after a confirmation) sends the two others, in their order.
    const removes = within(drawer()).getAllByRole('button', { name: '删除' });
    fireEvent.click(removes[2]);
    const ok = await screen.findByRole('button', { name: /确\s*定|OK/ }, { timeout: 3000 });
    fireEvent.click(ok);
    await waitFor(() => expect(within(drawer()).queryByDisplayValue('资格审核')).toBeNull());
    fireEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/stages')).toHaveLength(1));
    expect(lastBody('PUT', '/comp/competition/7/stages').stages).toEqual([
      {
        stageKind: 'registration',
        stageName: '报名',
        seq: 1,
        startAt: '2027-03-01 00:00:00',
        endAt: '2027-04-30 23:59:59',
      },
      { stageKind: 'final', stageName: '决赛', seq: 2, startAt: '2027-07-01 00:00:00', endAt: '2027-07-02 23:59:59' },
    ]);
  }, 60_000);

  it('chooses required attachments and a field’s dictionary by name, never as typed keys', async () => {
    api.routes.set(
      'GET /comp/competition/7/tracks',
      ok({
        data: [
          {
            trackId: 3,
            trackCode: 'adult',
            trackName: '成人组',
            ageMin: 18,
            ageMax: null,
            ageRefDate: null,
            teamMin: 1,
            teamMax: 5,
            oneEntry: '1',
            attachments: ['business_plan', 'guardian_letter'],
            fields: [
              {
                key: 'industry',
                label: '所属行业',
                type: 'select',
                dictType: 'comp_industry',
                required: true,
                order: 1,
              },
            ],
            categories: [],
            sort: 1,
          },
        ],
      }),
    );
    api.routes.set(
      'GET /system/dict/type/optionselect',
      ok({
        data: [
          {
            dictId: 1,
            dictName: '行业',
            dictType: 'comp_industry',
            status: '0',
            remark: null,
            createBy: 'admin',
            createTime: '2026-11-01 00:00:00',
            updateBy: null,
            updateTime: null,
          },
        ],
      }),
    );
    renderDrawer();
    await within(drawer()).findByDisplayValue('成人组');
    // The chosen kinds by their names; a kind outside the known ones stays as it is.
    const kinds = within(drawer()).getByLabelText('必交附件').closest('.ant-select') as HTMLElement;
    expect(within(kinds).getByText('商业计划书')).toBeTruthy();
    expect(within(kinds).getByText('guardian_letter')).toBeTruthy();
    expect(within(kinds).queryByText('business_plan')).toBeNull();
    // The dictionary by its name, from the dictionary types.
    const dictSelect = within(drawer()).getByLabelText('字典').closest('.ant-select') as HTMLElement;
    await within(dictSelect).findByText('行业（comp_industry）');
    // Offered kinds: every known one by name.
    fireEvent.mouseDown(within(kinds).getByRole('combobox'));
    expect(await screen.findByText('路演PPT')).toBeTruthy();
    fireEvent.click(screen.getByText('路演PPT'));
    fireEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/competition/7/tracks')).toHaveLength(1));
    const [track] = lastBody('PUT', '/comp/competition/7/tracks').tracks;
    expect(track.attachments).toEqual(['business_plan', 'guardian_letter', 'pitch_deck']);
    expect(track.fields[0].dictType).toBe('comp_industry');
  }, 60_000);
});
