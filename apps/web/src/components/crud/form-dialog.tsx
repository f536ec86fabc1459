import { Alert, App, Button, Col, Drawer, Form, Modal, Row, Space, Spin } from 'antd';
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { isRequestError } from '../../core/http/http-client';
import { useT } from '../../core/i18n';
import { createRow, fetchDetail, rowIdOf, updateRow } from './crud-api';
import { FieldInput } from './form-field';
import { checkForm, fieldNamedIn, schemaRules } from './schema-form';
import type { CrudForm, CrudResource } from './types';

/** Closed, adding (some fields possibly given, e.g. a parent), or editing a row. */
export type DialogState<Row> = { mode: 'add'; values?: Record<string, unknown> } | { mode: 'edit'; row: Row } | null;

export interface FormDialogProps<Row, Values> {
  /** Prefix of the fields' ids (unique while other cached pages stay mounted). */
  name: string;
  resource: CrudResource<Row>;
  form: CrudForm<Values>;
  state: DialogState<Row>;
  onClose(): void;
  onSaved(): void | Promise<void>;
}

/**
 * The add/edit dialog: fields declared by the page, checked with the shared zod schema as the
 * user types and again on submit (messages in the current language), the edited row read fresh
 * from the server, and a server refusal shown in the dialog and on the field it names.
 */
export function FormDialog<Row, Values>({
  name,
  resource,
  form: spec,
  state,
  onClose,
  onSaved,
}: FormDialogProps<Row, Values>) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const mode = state?.mode ?? 'add';
  const schema = mode === 'edit' && spec.editSchema ? spec.editSchema : spec.schema;
  const fields = spec.fields.filter((field) => !field.only || field.only === mode);
  const labelled = fields.map((field) => ({ name: field.name, label: t(field.label) }));
  const labelOf = (name: string) => labelled.find((field) => field.name === name)?.label ?? name;
  const editedRow = state?.mode === 'edit' ? state.row : undefined;

  // What the form starts from: the page's loader, else the detail call (edit) or the initial values.
  const start = useEffectEvent(async (opened: NonNullable<DialogState<Row>>, live: () => boolean) => {
    setLoading(opened.mode === 'edit' || Boolean(spec.load));
    if (opened.mode === 'add') {
      const given = { ...spec.initialValues, ...opened.values };
      form.setFieldsValue(given);
      if (!spec.load) return;
      const loaded = await spec.load({ mode: 'add' });
      if (live()) form.setFieldsValue({ ...loaded, ...given });
      return;
    }
    const row = spec.load
      ? await spec.load({ mode: 'edit', id: rowIdOf(resource, opened.row) })
      : await fetchDetail(resource, opened.row);
    if (live()) form.setFieldsValue(row as object);
  });

  // Before paint: a click on OK as soon as the dialog shows must not be undone by the reset.
  useLayoutEffect(() => {
    if (!state) return;
    let live = true;
    setProblems([]);
    form.resetFields();
    start(state, () => live)
      .catch(() => live && state.mode === 'edit' && onClose())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [state, form, onClose]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const checked = checkForm(schema, form.getFieldsValue(true), labelOf, t);
    if (!checked.ok) {
      const shown = new Set(fields.map((field) => field.name));
      form.setFields(
        Object.entries(checked.fieldErrors)
          .filter(([name]) => shown.has(name))
          .map(([name, errors]) => ({ name, errors })),
      );
      const hidden = Object.entries(checked.fieldErrors).filter(([name]) => !shown.has(name));
      setProblems([...checked.formErrors, ...hidden.flatMap(([, errors]) => errors)]);
      return;
    }
    setSaving(true);
    setProblems([]);
    try {
      if (editedRow) {
        await updateRow(resource, { ...(checked.data as object), [resource.rowKey]: rowIdOf(resource, editedRow) });
      } else {
        await createRow(resource, checked.data);
      }
      message.success(t(editedRow ? 'crud.editOk' : 'crud.addOk'));
      await onSaved();
    } catch (error) {
      // The request client has shown the message; keep it in the dialog and on the field it names.
      if (isRequestError(error) && typeof error.code === 'number') {
        setProblems([error.message]);
        const name = fieldNamedIn(error.message, labelled);
        if (name) form.setFields([{ name, errors: [error.message] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  const title = t(editedRow ? 'crud.editTitle' : 'crud.addTitle', { name: t(resource.entity) });
  const body = (
    <Spin spinning={loading}>
      {problems.length > 0 && (
        <Alert className="cbo-form__problems" type="error" showIcon title={problems.join('\n')} />
      )}
      <Form
        form={form}
        name={name}
        className="cbo-form"
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={mobile ? undefined : { flex: '96px' }}
        labelWrap
        onFinish={submit}
      >
        <Row gutter={16}>
          {fields.map((field) => {
            const label = t(field.label);
            return (
              <Col key={field.name} xs={24} md={field.half ? 12 : 24}>
                <Form.Item
                  name={field.name}
                  label={label}
                  rules={schemaRules(schema, field.name, label, t)}
                  validateFirst
                >
                  {field.render ? (
                    field.render(mode)
                  ) : (
                    <FieldInput
                      field={field}
                      mode={mode}
                      placeholder={t('crud.placeholder.input', { label })}
                      selectPlaceholder={t('crud.placeholder.select', { label })}
                    />
                  )}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {/* Enter in a text field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Spin>
  );

  if (spec.container === 'drawer') {
    return (
      <Drawer
        open={state !== null}
        title={title}
        size={mobile ? '100%' : (spec.width ?? 640)}
        forceRender
        onClose={onClose}
        extra={
          <Space>
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={submit}>
              {t('client.confirm')}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={state !== null}
      title={title}
      width={spec.width ?? 560}
      forceRender
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={submit}
      onCancel={onClose}
    >
      {body}
    </Modal>
  );
}
