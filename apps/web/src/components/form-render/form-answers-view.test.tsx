import { type FormSchemaInput, formSchemaShape, type Region } from '@cbo/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { dictAnswer, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { FormAnswersView } from './form-answers-view';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const region = (regionCode: string, regionName: string, level: string, parentCode: string | null): Region => ({
  regionCode,
  regionName,
  level,
  parentCode,
  orderNum: 0,
  status: '0',
  createTime: null,
});

const schema = formSchemaShape.parse({
  schemaVersion: 1,
  nodes: [
    { id: 'n1', type: 'input', name: 'school', label: '学校' },
    {
      id: 'n2',
      type: 'select',
      name: 'stage',
      label: '阶段',
      options: { source: 'static', items: [{ label: '种子期', value: 'seed' }] },
    },
    {
      id: 'n3',
      type: 'select',
      name: 'industry',
      label: '行业',
      options: { source: 'dict', dictType: 'comp_industry' },
    },
    {
      id: 'n4',
      type: 'checkbox',
      name: 'fields',
      label: '领域',
      options: {
        source: 'static',
        items: [
          { label: '农业', value: 'agri' },
          { label: '医疗', value: 'med' },
        ],
      },
    },
    { id: 'n5', type: 'switch', name: 'consent', label: '同意公开' },
    { id: 'n6', type: 'dateRange', name: 'period', label: '项目周期' },
    { id: 'n7', type: 'region', name: 'area', label: '所在地', level: 2 },
    { id: 'n8', type: 'upload', name: 'plan', label: '计划书' },
    { id: 'n9', type: 'richText', name: 'intro', label: '介绍' },
    {
      id: 'n10',
      type: 'cascader',
      name: 'category',
      label: '类别',
      options: {
        source: 'static',
        items: [{ label: '科技', value: 'tech', children: [{ label: '人工智能', value: 'ai' }] }],
      },
    },
    {
      id: 'n11',
      type: 'input',
      name: 'teamName',
      label: '团队名称',
      visibleWhen: { field: 'consent', op: 'eq', value: false },
    },
    { id: 'n12', type: 'input', name: 'note', label: '备注' },
  ],
} as FormSchemaInput);

const answers = {
  school: '天河一中',
  stage: 'seed',
  industry: 'ai',
  fields: ['agri', 'med'],
  consent: true,
  period: ['2026-04-01', '2026-09-30'],
  area: '440106',
  plan: '/profile/upload/2026/11/27/计划书_0a1b2c3d4e5f6a7b.pdf',
  intro: '<p>我们做<strong>智能灌溉</strong></p>',
  category: ['tech', 'ai'],
  teamName: '不该出现',
};

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set(
    'GET /system/dict/data/type/comp_industry',
    dictAnswer('comp_industry', [{ dictValue: 'ai', dictLabel: '人工智能产业' }]),
  );
  api.routes.set(
    'GET /comp/region/optionselect',
    ok({ data: [region('440000', '广东省', '1', null), region('440106', '天河区', '2', '440000')] }),
  );
});

describe('form answers view', { timeout: 30_000 }, () => {
  it('shows the visible fields in order with their values read per type', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <FormAnswersView schema={schema} answers={answers} />
      </AppProviders>,
    );
    const labels = () =>
      Array.from(document.querySelectorAll('.ant-descriptions-item-label')).map((node) => node.textContent);
    await screen.findByText('人工智能产业', undefined, PATIENT);
    expect(labels()).toEqual([
      '学校',
      '阶段',
      '行业',
      '领域',
      '同意公开',
      '项目周期',
      '所在地',
      '计划书',
      '介绍',
      '类别',
      '备注',
    ]);
    const cellOf = (label: string) => {
      const index = labels().indexOf(label);
      return document.querySelectorAll('.ant-descriptions-item-content')[index] as HTMLElement;
    };
    expect(cellOf('学校').textContent).toBe('天河一中');
    expect(cellOf('阶段').textContent).toBe('种子期');
    expect(cellOf('领域').textContent).toBe('农业, 医疗');
    expect(cellOf('同意公开').textContent).toBe('是');
    expect(cellOf('项目周期').textContent).toBe('2026-04-01 ~ 2026-09-30');
    await within(cellOf('所在地')).findByText('广东省 / 天河区');
    // A stored file reads by its name, never its path.
    expect(within(cellOf('计划书')).getByText(/计划书\.pdf/)).toBeTruthy();
    expect(cellOf('计划书').textContent).not.toContain('/profile/upload');
    expect(cellOf('介绍').querySelector('strong')?.textContent).toBe('智能灌溉');
    expect(cellOf('类别').textContent).toBe('科技 / 人工智能');
    expect(cellOf('备注').textContent).toBe('-');
    expect(screen.queryByText('不该出现')).toBeNull();
  });
});
