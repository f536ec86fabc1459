import { type FormSchema, formFields } from '@cbo/contracts';
import { Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { FormAnswersView, FormFields, useFormCheckContext } from '../../../components/form-render';

/**
 * The track's bound form (a saved form version, docs/forms.md) drawn by the one renderer under
 * `answers`, checked with the rule code the server runs on the same answers.
 */
export function ExtraAnswers({ form }: { form: FormSchema }) {
  const context = useFormCheckContext(form);
  return (
    <div className="cbo-apply__extra">
      <FormFields schema={form} namePrefix={['answers']} context={context} />
    </div>
  );
}

interface ViewProps {
  /** The track's bound form; null when it binds none. */
  form: FormSchema | null;
  answers: Readonly<Record<string, unknown>>;
  title: ReactNode;
}

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * The answers as the renderer's read-only view draws them; answers under names the bound form no
 * longer has (kept from before a version change) follow by their names, as stored.
 */
export function ExtraAnswersView({ form, answers, title }: ViewProps) {
  const known = new Set(form ? formFields(form).map((field) => field.name) : []);
  const others = Object.keys(answers).filter((name) => !known.has(name));
  if (!form && others.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {form && <FormAnswersView schema={form} answers={answers} title={title} />}
      {others.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={form ? undefined : title}
          items={others.map((name) => ({
            key: name,
            label: name,
            children: <span className="cbo-apply-detail__pre">{shown(answers[name])}</span>,
          }))}
        />
      )}
    </Flex>
  );
}
