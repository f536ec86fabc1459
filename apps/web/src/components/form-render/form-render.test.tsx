import { type FormFieldNode, type FormSchemaInput, formSchemaShape } from '@cbo/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { clearDicts, useDictStore } from '../../core/dict/dict-store';
import { useLocaleStore } from '../../core/i18n/locale-store';
import { dictAnswer, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { FormFields } from './form-fields';
import { FormRenderer } from './form-renderer';
import { valuePropsOf } from './value-props';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const schemaOf = (...nodes: Record<string, unknown>[]) =>
  formSchemaShape.parse({ schemaVersion: 1, nodes } as FormSchemaInput);

/** A saved form as the builder writes it: the rules the renderer must apply are the rule code's. */
const saved = schemaOf(
  {
    id: 'n1',
    type: 'input',
    name: 'school',
    label: '学校',
    required: true,
    rules: [{ kind: 'length', min: 2, max: 6 }],
  },
  {
    id: 'n2',
    type: 'input',
    name: 'code',
    label: '代码',
    rules: [{ kind: 'pattern', pattern: '^[A-Z]{3}$', message: '代码须为三个大写字母' }],
  },
  { id: 'n3', type: 'number', name: 'age', label: '年龄', rules: [{ kind: 'range', min: 10, max: 20 }] },
  {
    id: 'row1',
    type: 'row',
    columns: [
      {
        id: 'c1',
        span: 12,
        children: [
          {
            id: 'n4',
            type: 'radio',
            name: 'hasTeam',
            label: '是否组队',
            options: {
              source: 'static',
              items: [
                { label: '是', value: 'yes' },
                { label: '否', value: 'no' },
              ],
            },
          },
        ],
      },
      {
        id: 'c2',
        span: 12,
        children: [
          {
            id: 'n5',
            type: 'input',
            name: 'teamName',
            label: '团队名称',
            required: true,
            visibleWhen: { field: 'hasTeam', op: 'eq', value: 'yes' },
          },
        ],
      },
    ],
  },
);

const renderWith = (ui: React.ReactNode) =>
  render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>);
const submitButton = () => screen.getByRole('button', { name: /提\s*交/ });
const errorTexts = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent);
const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(inputOf(label), { target: { value } });
  });
}

describe('form renderer', { timeout: 30_000 }, () => {
  it('refuses an empty required field with the rule code’s message and submits nothing', async () => {
    const onSubmit = vi.fn();
    renderWith(<FormRenderer schema={saved} onSubmit={onSubmit} />);
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorTexts()).toContain('学校不能为空'), PATIENT);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('words the messages in the reader’s language, as the server does; a custom message stays as typed', async () => {
    useLocaleStore.setState({ locale: 'en-US' });
    renderWith(<FormRenderer schema={saved} />);
    await type('代码', 'ab1');
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    await waitFor(() => expect(errorTexts()).toContain('学校 is required'), PATIENT);
    expect(errorTexts()).toContain('代码须为三个大写字母');
  });

  it('shows the length, pattern (custom message) and range messages, then submits the kept answers', async () => {
    const onSubmit = vi.fn();
    renderWith(<FormRenderer schema={saved} onSubmit={onSubmit} />);
    // A length rule's maximum is also where the input stops.
    expect((await screen.findByLabelText('学校', undefined, PATIENT)).getAttribute('maxlength')).toBe('6');
    expect(inputOf('代码').getAttribute('maxlength')).toBe('2000');
    await type('学校', '一');
    await type('代码', 'ab1');
    await type('年龄', '25');
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorTexts()).toContain('学校须为2到6个字符'), PATIENT);
    expect(errorTexts()).toContain('代码须为三个大写字母');
    expect(errorTexts()).toContain('年龄须在10到20之间');
    expect(onSubmit).not.toHaveBeenCalled();

    await type('学校', '天河一中');
    await type('代码', 'THY');
    await type('年龄', '15');
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), PATIENT);
    expect(onSubmit.mock.calls[0][0]).toEqual({ school: '天河一中', code: 'THY', age: 15 });
  });

  it('shows a visible-when field while its condition holds, and drops its answer when it hides', async () => {
    const onSubmit = vi.fn();
    renderWith(<FormRenderer schema={saved} onSubmit={onSubmit} initialValues={{ school: '天河一中' }} />);
    await screen.findByLabelText('学校', undefined, PATIENT);
    expect(screen.queryByLabelText('团队名称')).toBeNull();

    fireEvent.click(screen.getByLabelText('是'));
    await screen.findByLabelText('团队名称');
    // Shown, it is checked like any field.
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorTexts()).toContain('团队名称不能为空'), PATIENT);
    await type('团队名称', '火箭队');

    fireEvent.click(screen.getByLabelText('否'));
    await waitFor(() => expect(screen.queryByLabelText('团队名称')).toBeNull());
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), PATIENT);
    expect(onSubmit.mock.calls[0][0]).toEqual({ school: '天河一中', hasTeam: 'no' });
  });

  it('unmounts a hidden field inside the caller’s form, so its value is not in what the caller submits', async () => {
    const onFinish = vi.fn();
    let host: FormInstance | undefined;
    function Host() {
      const [form] = Form.useForm();
      host = form;
      return (
        <Form form={form} onFinish={onFinish} initialValues={{ projectName: '智能灌溉', answers: { school: '一中' } }}>
          <Form.Item name="projectName">
            <input aria-label="项目名称" />
          </Form.Item>
          <FormFields schema={saved} />
          <Button htmlType="submit">提交</Button>
        </Form>
      );
    }
    renderWith(<Host />);
    fireEvent.click(await screen.findByLabelText('是', undefined, PATIENT));
    await screen.findByLabelText('团队名称');
    await type('团队名称', '火箭队');
    fireEvent.click(screen.getByLabelText('否'));
    await waitFor(() => expect(screen.queryByLabelText('团队名称')).toBeNull());
    fireEvent.click(submitButton());
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1), PATIENT);
    expect(onFinish.mock.calls[0][0]).toEqual({ projectName: '智能灌溉', answers: { school: '一中', hasTeam: 'no' } });
    // Gone from the store too, not only from the registered fields' values (preserve={false}).
    expect(host?.getFieldsValue(true)).toEqual({ projectName: '智能灌溉', answers: { school: '一中', hasTeam: 'no' } });
  });

  it('submits each type in its stored shape: dates, a date range, a checkbox list, a switch, defaults', async () => {
    const shapes = schemaOf(
      { id: 'd', type: 'date', name: 'founded', label: '成立日期' },
      { id: 'r', type: 'dateRange', name: 'period', label: '项目周期' },
      {
        id: 'c',
        type: 'checkbox',
        name: 'fields',
        label: '领域',
        required: true,
        options: {
          source: 'static',
          items: [
            { label: '农业', value: 'agri' },
            { label: '医疗', value: 'med' },
          ],
        },
      },
      { id: 's', type: 'switch', name: 'consent', label: '同意公开' },
      { id: 't', type: 'time', name: 'slot', label: '路演时间', defaultValue: '09:30:00' },
    );
    const onSubmit = vi.fn();
    renderWith(
      <FormRenderer
        schema={shapes}
        onSubmit={onSubmit}
        initialValues={{ founded: '2026-03-01', period: ['2026-04-01', '2026-09-30'] }}
      />,
    );
    // The stored strings are shown in the pickers.
    expect(((await screen.findByLabelText('成立日期', undefined, PATIENT)) as HTMLInputElement).value).toBe(
      '2026-03-01',
    );
    fireEvent.click(screen.getByLabelText('农业'));
    fireEvent.click(screen.getByLabelText('医疗'));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), PATIENT);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      founded: '2026-03-01',
      period: ['2026-04-01', '2026-09-30'],
      fields: ['agri', 'med'],
      consent: true,
      slot: '09:30:00',
    });
  });

  it('checks a dictionary answer against the loaded dictionary (useFormCheckContext), as the server does', async () => {
    clearDicts();
    api.routes.set(
      'GET /system/dict/data/type/comp_industry',
      dictAnswer('comp_industry', [{ dictValue: 'ai', dictLabel: '人工智能' }]),
    );
    const onSubmit = vi.fn();
    const industry = schemaOf({
      id: 'i',
      type: 'select',
      name: 'industry',
      label: '行业',
      options: { source: 'dict', dictType: 'comp_industry' },
    });
    renderWith(<FormRenderer schema={industry} onSubmit={onSubmit} initialValues={{ industry: 'retired' }} />);
    await waitFor(() => expect(useDictStore.getState().entries.comp_industry).toBeTruthy(), PATIENT);
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorTexts()).toContain('行业不是可选的选项'), PATIENT);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('converts the pickers’ values to the stored shapes and back', () => {
    const convert = (type: FormFieldNode['type']) => {
      const props = valuePropsOf({ type });
      const normalize = props.normalize ?? ((value: unknown) => value);
      const shown = (value: unknown) => props.getValueProps?.(value).value as dayjs.Dayjs | dayjs.Dayjs[] | undefined;
      return { normalize: (value: unknown) => normalize(value, undefined, {}), shown };
    };
    const date = convert('date');
    expect(date.normalize(dayjs('2026-11-27T08:00:00'))).toBe('2026-11-27');
    expect(date.normalize(null)).toBeUndefined();
    expect((date.shown('2026-11-27') as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-11-27');

    const range = convert('dateRange');
    expect(range.normalize([dayjs('2026-01-02'), dayjs('2026-03-04')])).toEqual(['2026-01-02', '2026-03-04']);
    expect(range.shown(['2026-01-02'])).toBeUndefined();

    const time = convert('time');
    expect(time.normalize(dayjs('2026-11-27T14:05:09'))).toBe('14:05:09');
    expect((time.shown('14:05:09') as dayjs.Dayjs).format('HH:mm:ss')).toBe('14:05:09');

    expect(valuePropsOf({ type: 'switch' }).valuePropName).toBe('checked');
  });

  it('lays the row’s columns out side by side, full width on phones', async () => {
    renderWith(<FormRenderer schema={saved} />);
    const radio = await screen.findByLabelText('是', undefined, PATIENT);
    const column = radio.closest('.ant-col.ant-col-sm-12') as HTMLElement;
    expect(column).toBeTruthy();
    expect(column.classList.contains('ant-col-xs-24')).toBe(true);
    expect(within(column).getByText('是否组队')).toBeTruthy();
  });
});
