import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../core/access';
import { useT } from '../../../core/i18n';
import { TrackFormPreview } from './track-form-preview';
import { useSavedFormOptions } from './use-saved-forms';

/** The builder's page for one saved form (docs/form-builder.md). */
export const builderPath = (formId: number) => `/tool/build/index?formId=${formId}`;

const nullable = (value: number | undefined | null) => value ?? null;

/**
 * A track's extra application fields: a saved form and the version of it the track binds
 * (docs/forms.md, Tracks). Choosing a form binds its newest version; a track bound to an older one
 * is told of the newer and moves to it only when asked, since its applications were made with the
 * bound one.
 */
export function TrackFormPicker({ name }: { name: number }) {
  const t = useT();
  const form = Form.useFormInstance();
  const access = useAccess();
  const forms = useSavedFormOptions();
  const [previewing, setPreviewing] = useState(false);
  const formId = Form.useWatch(['tracks', name, 'formId'], form) as number | null | undefined;
  const version = Form.useWatch(['tracks', name, 'formVersion'], form) as number | null | undefined;
  const boundName = Form.useWatch(['tracks', name, 'formName'], form) as string | null | undefined;
  const chosen = forms.data?.find((option) => option.formId === formId);
  const newest = chosen?.version;
  const formName = chosen?.formName ?? boundName ?? '';

  const options = (forms.data ?? []).map((option) => ({ value: option.formId, label: option.formName }));
  // Until the list is in (or should the bound form be missing from it), the bound one shows by name.
  if (formId && !chosen && boundName) options.unshift({ value: formId, label: boundName });
  const versions = Array.from({ length: newest ?? version ?? 0 }, (_item, index) => {
    const number = (newest ?? version ?? 0) - index;
    return {
      value: number,
      label: number === newest ? t('comp.track.formNewest', { version: number }) : `v${number}`,
    };
  });
  const moveTo = (next: number | undefined) => form.setFieldValue(['tracks', name, 'formVersion'], next ?? null);

  return (
    <div className="cbo-comp-track-form">
      <Row gutter={12} align="top" className="cbo-comp-track-form__row">
        <Col xs={24} md={10}>
          <Form.Item name={[name, 'formId']} label={t('comp.track.form')} normalize={nullable}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={forms.isFetching}
              options={options}
              placeholder={t('comp.track.formNone')}
              aria-label={t('comp.track.form')}
              notFoundContent={t('comp.track.formNoForms')}
              onChange={(id: number | undefined) =>
                moveTo(id ? forms.data?.find((option) => option.formId === id)?.version : undefined)
              }
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name={[name, 'formVersion']} label={t('comp.track.formVersion')} normalize={nullable}>
            <Select
              disabled={!formId}
              options={versions}
              aria-label={t('comp.track.formVersion')}
              placeholder={t('comp.track.formVersion')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={9}>
          {/* The actions line up with the selects' boxes; on a phone the builder's link takes its own line. */}
          <Form.Item>
            <Flex gap={8} wrap align="center">
              <Button icon={<EyeOutlined />} disabled={!formId || !version} onClick={() => setPreviewing(true)}>
                {t('comp.track.formPreview')}
              </Button>
              {formId && access.hasPermi('flowable:form:edit') && (
                // A tab of its own: the drawer's unsaved changes stay where they are.
                <Link to={builderPath(formId)} target="_blank" rel="noopener" className="cbo-comp-track-form__edit">
                  <EditOutlined /> {t('comp.track.formEdit')}
                </Link>
              )}
            </Flex>
          </Form.Item>
        </Col>
      </Row>
      {newest !== undefined && version && version < newest && (
        <Alert
          className="cbo-comp-track-form__newer"
          type="info"
          showIcon
          title={t('comp.track.formNewer', { version: newest })}
          action={
            <Button size="small" onClick={() => moveTo(newest)}>
              {t('comp.track.formUseNewest', { version: newest })}
            </Button>
          }
        />
      )}
      {previewing && formId && version && (
        <TrackFormPreview formId={formId} version={version} formName={formName} onClose={() => setPreviewing(false)} />
      )}
    </div>
  );
}
