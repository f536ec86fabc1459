import {
  COMP_SCOPES,
  DATA_SCOPES,
  type EndpointBodyInput,
  type Role,
  roleDeptTree,
  setRoleDataScope,
  type TreeSelectNode,
} from '@cbo/contracts';
import { App, Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';
import { CheckTree } from './check-tree';

type ScopeBody = EndpointBodyInput<typeof setRoleDataScope>;

interface ScopeValues {
  dataScope: string;
  deptIds: number[];
  deptCheckStrictly: boolean;
  compScope: string;
}

export interface DataScopeDialogProps {
  /** The role whose scopes are set; the dialog is closed without one. */
  role: Role | null;
  onClose(): void;
}

/**
 * 分配数据权限: the system data scope of the reference (1 all, 2 chosen departments with the
 * department tree and its 父子联动, 3 own department, 4 department and below, 5 self) and the
 * competition scope (docs/competition-scope.md), saved by PUT /system/role/dataScope.
 */
export function DataScopeDialog({ role, onClose }: DataScopeDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<ScopeValues>();
  const [depts, setDepts] = useState<TreeSelectNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const dataScope = Form.useWatch('dataScope', form);
  const compScope = Form.useWatch('compScope', form);
  const linked = Form.useWatch('deptCheckStrictly', { form, preserve: true }) !== false;

  useEffect(() => {
    if (!role) return;
    let live = true;
    form.resetFields();
    form.setFieldsValue({
      dataScope: role.dataScope,
      deptIds: [],
      deptCheckStrictly: role.deptCheckStrictly,
      compScope: role.compScope,
    });
    setLoading(true);
    api(roleDeptTree, { params: { roleId: role.roleId } })
      .then((answer) => {
        if (!live) return;
        setDepts(answer.depts);
        form.setFieldValue('deptIds', answer.checkedKeys);
      })
      .catch(() => live && onClose())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [role, form, onClose]);

  const submit = async () => {
    if (!role) return;
    let values: ScopeValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const all = form.getFieldsValue(true) as ScopeValues;
    setSaving(true);
    try {
      await api(setRoleDataScope, {
        body: {
          roleId: role.roleId,
          // The selects offer only the schema's values (the role's own come from the server).
          dataScope: values.dataScope as ScopeBody['dataScope'],
          deptIds: values.dataScope === '2' ? all.deptIds : [],
          deptCheckStrictly: all.deptCheckStrictly !== false,
          compScope: values.compScope as ScopeBody['compScope'],
        },
      });
    } catch {
      // The request client has shown why; the dialog stays open.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('role.scope.ok'));
    onClose();
  };

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}` as TranslationKey) });

  return (
    <Modal
      open={role !== null}
      title={t('role.scope.title')}
      width={600}
      forceRender
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={submit}
      onCancel={onClose}
    >
      <Spin spinning={loading}>
        <Form
          form={form}
          name="system_role_scope"
          className="cbo-form"
          layout={mobile ? 'vertical' : 'horizontal'}
          labelCol={mobile ? undefined : { flex: '110px' }}
          labelWrap
        >
          <Form.Item label={t('role.roleName')}>
            <Input value={role?.roleName} disabled />
          </Form.Item>
          <Form.Item label={t('role.roleKey')}>
            <Input value={role?.roleKey} disabled />
          </Form.Item>
          <Form.Item name="dataScope" label={t('role.scope.dataScope')} rules={[{ required: true }]}>
            <Select options={DATA_SCOPES.map(option('role.scope'))} />
          </Form.Item>
          {dataScope === '2' && (
            <Form.Item
              name="deptIds"
              label={t('role.scope.depts')}
              rules={[
                {
                  validator: (_rule, value: number[] | undefined) =>
                    value && value.length > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('role.scope.deptsRequired'))),
                },
              ]}
            >
              <CheckTree
                label={t('role.scope.depts')}
                nodes={depts}
                loading={loading}
                linked={linked}
                onLinkedChange={(next) => form.setFieldValue('deptCheckStrictly', next)}
              />
            </Form.Item>
          )}
          <Form.Item
            name="compScope"
            label={t('role.comp.label')}
            rules={[{ required: true }]}
            extra={
              compScope ? (
                <span className="cbo-role-scope__help">{t(`role.comp.help.${compScope}` as TranslationKey)}</span>
              ) : undefined
            }
          >
            <Select options={COMP_SCOPES.map(option('role.comp'))} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
