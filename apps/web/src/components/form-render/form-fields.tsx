import {
  checkFieldAnswer,
  type FormCheckContext,
  type FormColumn,
  type FormDividerNode,
  type FormFieldNode,
  type FormNode,
  type FormSchema,
  isFieldVisible,
} from '@cbo/contracts';
import { Col, Divider, Form, type FormItemProps, Row } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../core/i18n';
import { FieldControl } from './field-control';
import { useProblemText } from './problem-text';
import { valuePropsOf } from './value-props';
import './form-render.css';

export interface FormFieldsProps {
  /** The saved form's document (one version of it). */
  schema: FormSchema;
  /**
   * Where the answers sit in the caller's form: `['answers']` (the default) puts field `school` at
   * `answers.school`; `[]` puts it at the top level.
   */
  namePrefix?: readonly (string | number)[];
  /** Every control read-only (a field's own `disabled` applies either way). */
  disabled?: boolean;
  /** Dictionary values and region codes the rules check against (useFormCheckContext). */
  context?: FormCheckContext;
}

const DEFAULT_PREFIX = ['answers'] as const;
const GUTTER = 16;

type Answers = Readonly<Record<string, unknown>>;

/** Reads the answers object at `prefix` in the form's values. */
function answersAt(values: unknown, prefix: readonly (string | number)[]): Answers {
  let current: unknown = values;
  for (const key of prefix) {
    if (current === null || typeof current !== 'object') return {};
    current = (current as Record<string | number, unknown>)[key];
  }
  return current !== null && typeof current === 'object' ? (current as Answers) : {};
}

/** Full width on phones (below 576 px), the designed width from there on. */
const colSpan = (span: number) => ({ xs: 24, sm: span });

const SELECT_TYPES: ReadonlySet<FormFieldNode['type']> = new Set([
  'select',
  'radio',
  'checkbox',
  'cascader',
  'region',
  'date',
  'dateRange',
  'time',
]);

interface FieldProps {
  field: FormFieldNode;
  schema: FormSchema;
  answers: Answers;
  prefix: readonly (string | number)[];
  disabled?: boolean;
  context?: FormCheckContext;
}

function FieldItem({ field, schema, answers, prefix, disabled, context }: FieldProps) {
  const t = useT();
  const problemText = useProblemText();
  const form = Form.useFormInstance();
  const name = [...prefix, field.name];
  if (!isFieldVisible(schema, field, answers)) return null;
  const placeholder =
    field.placeholder ??
    t(SELECT_TYPES.has(field.type) ? 'crud.placeholder.select' : 'crud.placeholder.input', { label: field.label });
  const rules: FormItemProps['rules'] = [
    {
      validator: async (_rule, value) => {
        const problem = checkFieldAnswer(field, value, context);
        if (problem) throw new Error(problemText(problem));
      },
    },
  ];
  // A default fills a field when it is first shown and the caller gave no value; a switch always
  // holds a boolean, so an untouched one answers `false` rather than nothing.
  const fallback = field.defaultValue ?? (field.type === 'switch' ? false : undefined);
  const initialValue = form.getFieldValue(name) === undefined ? fallback : undefined;
  return (
    <Form.Item
      name={name}
      label={field.label}
      extra={field.help}
      required={field.required}
      rules={rules}
      // Hidden fields are unmounted and their values dropped, so they are never submitted.
      preserve={false}
      initialValue={initialValue}
      validateFirst
      {...valuePropsOf(field)}
    >
      <FieldControl field={field} placeholder={placeholder} disabled={disabled || field.disabled} />
    </Form.Item>
  );
}

type ColumnChild = FormColumn['children'][number];

function NodeView({ node, ...rest }: { node: FormNode | ColumnChild } & Omit<FieldProps, 'field'>) {
  if (node.type === 'divider') return <DividerView node={node} />;
  if (node.type === 'row') {
    return (
      <Row gutter={node.gutter ?? GUTTER}>
        {node.columns.map((column) => (
          <Col key={column.id} {...colSpan(column.span)}>
            <Row gutter={GUTTER}>
              {column.children.map((child) => (
                <NodeCol key={child.id} node={child} {...rest} />
              ))}
            </Row>
          </Col>
        ))}
      </Row>
    );
  }
  return <FieldItem field={node} {...rest} />;
}

function DividerView({ node }: { node: FormDividerNode }) {
  return node.label ? (
    <Divider titlePlacement="start" className="cbo-form-render__divider">
      {node.label}
    </Divider>
  ) : (
    <Divider className="cbo-form-render__divider" />
  );
}

/** One node in its grid cell; a hidden field takes no cell. */
function NodeCol({ node, ...rest }: { node: FormNode | ColumnChild } & Omit<FieldProps, 'field'>) {
  if (node.type !== 'divider' && node.type !== 'row' && !isFieldVisible(rest.schema, node, rest.answers)) return null;
  const span = node.type === 'divider' || node.type === 'row' ? 24 : (node.span ?? 24);
  return (
    <Col {...colSpan(span)}>
      <NodeView node={node} {...rest} />
    </Col>
  );
}

/**
 * The fields of a saved form inside an antd Form the caller owns (docs/form-render.md): each field a
 * Form.Item under `namePrefix`, checked by the shared rule code (checkFieldAnswer), shown only
 * while its visible-when condition holds (isFieldVisible over the watched answers).
 */
export function FormFields({ schema, namePrefix = DEFAULT_PREFIX, disabled, context }: FormFieldsProps) {
  const prefix = useMemo(() => [...namePrefix], [namePrefix]);
  const form = Form.useFormInstance();
  const watched = Form.useWatch((values: unknown) => answersAt(values, prefix));
  // Before the watch's first report, the caller's initial answers decide what shows (no flicker).
  const answers = watched ?? answersAt(form.getFieldsValue(true), prefix);
  return (
    <Row gutter={GUTTER} className="cbo-form-render">
      {schema.nodes.map((node) => (
        <NodeCol
          key={node.id}
          node={node}
          schema={schema}
          answers={answers}
          prefix={prefix}
          disabled={disabled}
          context={context}
        />
      ))}
    </Row>
  );
}
