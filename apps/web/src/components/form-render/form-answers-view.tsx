import { type FormSchema, formFields, isFieldVisible } from '@cbo/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { AnswerValue } from './answer-value';
import './form-render.css';

export interface FormAnswersViewProps {
  schema: FormSchema;
  /** The stored answers, by field name. */
  answers: Readonly<Record<string, unknown>>;
  /** Descriptions' title (e.g. the section's name). */
  title?: DescriptionsProps['title'];
  /** Columns per row; one on phones either way. */
  column?: number;
}

/**
 * Answers to a saved form, read-only: the visible fields in the form's order, each value shown
 * per its type (choice labels, 是/否, date ranges, region names, file links, rich text).
 */
export function FormAnswersView({ schema, answers, title, column = 1 }: FormAnswersViewProps) {
  const fields = formFields(schema).filter((field) => isFieldVisible(schema, field, answers));
  return (
    <Descriptions
      bordered
      size="small"
      title={title}
      column={{ xs: 1, sm: 1, md: column }}
      className="cbo-form-answers"
      items={fields.map((field) => ({
        key: field.id,
        label: field.label,
        children: <AnswerValue field={field} value={answers[field.name]} />,
      }))}
    />
  );
}
