import type { FormConfig, FormRowNode, FormSchema, FormSchemaProblem } from '@cbo/contracts';
import { Form, Input, InputNumber, Radio, Slider, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import type { BuilderAction, NodePatch } from './builder-state';
import { FieldProps } from './field-props';
import { findNode, isField } from './form-tree';

export interface PropertiesPanelProps {
  schema: FormSchema;
  selectedId?: string;
  problems: FormSchemaProblem[];
  dispatch: (action: BuilderAction) => void;
}

/** Equal spans for n columns (24 does not always divide: the last takes the rest). */
export function equalSpans(count: number): number[] {
  const base = Math.floor(24 / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? 24 - base * (count - 1) : base));
}

function RowProps({ row, dispatch }: { row: FormRowNode; dispatch: (action: BuilderAction) => void }) {
  const t = useT();
  const spans = row.columns.map((column) => column.span);
  return (
    <>
      <Form.Item label={t('formBuilder.prop.columns')}>
        <Radio.Group
          optionType="button"
          value={row.columns.length}
          onChange={(event) => dispatch({ type: 'columns', id: row.id, spans: equalSpans(event.target.value) })}
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: String(n) }))}
        />
      </Form.Item>
      {row.columns.map((column, index) => (
        <Form.Item key={column.id} label={t('formBuilder.prop.columnSpan', { n: index + 1 })}>
          <Slider
            min={1}
            max={24}
            value={column.span}
            aria-label={t('formBuilder.prop.columnSpan', { n: index + 1 })}
            onChange={(span) =>
              dispatch({ type: 'columns', id: row.id, spans: spans.map((s, i) => (i === index ? span : s)) })
            }
          />
        </Form.Item>
      ))}
      <Form.Item label={t('formBuilder.prop.gutter')} htmlFor="fb-gutter">
        <InputNumber
          id="fb-gutter"
          min={0}
          max={48}
          value={row.gutter}
          onChange={(gutter) => dispatch({ type: 'update', id: row.id, patch: { gutter: gutter ?? 0 } })}
        />
      </Form.Item>
    </>
  );
}

function ConfigProps({ config, dispatch }: { config: FormConfig; dispatch: (action: BuilderAction) => void }) {
  const t = useT();
  const set = (patch: Partial<FormConfig>) => dispatch({ type: 'config', patch });
  return (
    <>
      <Form.Item label={t('formBuilder.prop.labelPosition')}>
        <Radio.Group
          optionType="button"
          value={config.labelPosition}
          onChange={(event) => set({ labelPosition: event.target.value })}
          options={(['top', 'left'] as const).map((value) => ({
            value,
            label: t(`formBuilder.labelPosition.${value}`),
          }))}
        />
      </Form.Item>
      {config.labelPosition === 'left' && (
        <Form.Item label={t('formBuilder.prop.labelWidth')} htmlFor="fb-labelWidth">
          <InputNumber
            id="fb-labelWidth"
            min={60}
            max={300}
            value={config.labelWidth}
            onChange={(labelWidth) => labelWidth !== null && set({ labelWidth })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('formBuilder.prop.size')}>
        <Radio.Group
          optionType="button"
          value={config.size}
          onChange={(event) => set({ size: event.target.value })}
          options={(['small', 'middle', 'large'] as const).map((value) => ({
            value,
            label: t(`formBuilder.size.${value}`),
          }))}
        />
      </Form.Item>
      <Typography.Text type="secondary">{t('formBuilder.noSelection')}</Typography.Text>
    </>
  );
}

/** The selected node's properties, or the form's own settings when nothing is selected. */
export function PropertiesPanel({ schema, selectedId, problems, dispatch }: PropertiesPanelProps) {
  const t = useT();
  const node = findNode(schema, selectedId);
  const update = (patch: NodePatch) => node && dispatch({ type: 'update', id: node.id, patch });
  const title = !node
    ? 'formBuilder.formProps'
    : node.type === 'row'
      ? 'formBuilder.rowProps'
      : node.type === 'divider'
        ? 'formBuilder.dividerProps'
        : 'formBuilder.fieldProps';
  return (
    <div className="form-builder__props">
      <Typography.Title level={5}>{t(title)}</Typography.Title>
      <Form layout="vertical" size="small" component="div" key={node?.id ?? 'form'}>
        {!node && <ConfigProps config={schema.config} dispatch={dispatch} />}
        {node?.type === 'row' && <RowProps row={node} dispatch={dispatch} />}
        {node?.type === 'divider' && (
          <Form.Item label={t('formBuilder.prop.dividerTitle')} htmlFor="fb-divider">
            <Input
              id="fb-divider"
              value={node.label ?? ''}
              maxLength={50}
              onChange={(event) => update({ label: event.target.value === '' ? undefined : event.target.value })}
            />
          </Form.Item>
        )}
        {node && isField(node) && <FieldProps field={node} schema={schema} problems={problems} update={update} />}
      </Form>
    </div>
  );
}
