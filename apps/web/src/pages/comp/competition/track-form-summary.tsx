import { Form, Tag } from 'antd';
import { useT } from '../../../core/i18n';
import { useSavedFormOptions, useSavedFormVersion } from './use-saved-forms';

/** The track's form in the card's title: its name, the bound version and how many fields it asks. */
export function TrackFormSummary({ name }: { name: number }) {
  const t = useT();
  const form = Form.useFormInstance();
  const formId = Form.useWatch(['tracks', name, 'formId'], form) as number | null | undefined;
  const version = Form.useWatch(['tracks', name, 'formVersion'], form) as number | null | undefined;
  const boundName = Form.useWatch(['tracks', name, 'formName'], form) as string | null | undefined;
  const forms = useSavedFormOptions();
  const saved = useSavedFormVersion(formId, version);
  if (!formId) return <Tag className="cbo-comp-track__form">{t('comp.track.noFields')}</Tag>;
  const formName = forms.data?.find((option) => option.formId === formId)?.formName ?? boundName ?? '';
  const count = saved.data?.fieldCount;
  return (
    <Tag color="blue" className="cbo-comp-track__form">
      {t('comp.track.formSummary', { name: formName, version: version ?? '-' })}
      {count !== undefined && ` · ${t('comp.track.formFields', { count })}`}
    </Tag>
  );
}
