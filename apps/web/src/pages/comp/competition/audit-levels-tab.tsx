import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AuditLevel, auditRoleOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Empty, Flex, Form, Input, Popconfirm, Row, Select, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useAccess } from '../../../core/access';
import { useDict } from '../../../core/dict/use-dict';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { useSetupList } from './use-setup-list';

interface LevelRow {
  levelName: string;
  roleId: number;
  regionLevel: string;
}

/** Audit levels in order (level 1 first), each bound to a role and a region level. */
export function AuditLevelsTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const regionLevels = useDict('comp_region_level');
  // The competition's own role list: an organiser edits audit levels without 系统管理's roles.
  const canReadRoles = useAccess().hasPermi('comp:competition:edit');
  const roles = useQuery({
    queryKey: queryKeyOf(auditRoleOptions),
    queryFn: async () => (await api(auditRoleOptions)).data,
    enabled: canReadRoles,
  });
  const { list, save } = useSetupList<AuditLevel>(competitionId, 'auditLevels', 'levels');
  const [form] = Form.useForm<{ levels: LevelRow[] }>();

  useEffect(() => {
    if (list.data) {
      form.setFieldsValue({
        levels: list.data.map((level) => ({
          levelName: level.levelName,
          roleId: level.roleId,
          regionLevel: level.regionLevel,
        })),
      });
    }
  }, [list.data, form]);

  // Without the role list, the roles already chosen still read by name.
  const roleOptions = (
    roles.data ??
    list.data?.map((level) => ({ roleId: level.roleId, roleName: level.roleName ?? '' })) ??
    []
  ).map((role) => ({ value: role.roleId, label: role.roleName }));
  const submit = (values: { levels?: LevelRow[] }) =>
    save.mutate((values.levels ?? []).map((level, index) => ({ ...level, levelNo: index + 1 })));

  return (
    <Spin spinning={list.isPending}>
      <Alert type="info" showIcon title={t('comp.audit.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="comp-audit-levels" onFinish={submit}>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty description={t('comp.audit.empty')} />}
              {fields.map((field, index) => (
                <Row key={field.key} gutter={12} align="bottom" className="cbo-comp-level">
                  <Col xs={4} md={2}>
                    <Form.Item label={t('comp.audit.levelNo')}>
                      <Tag color="blue">{index + 1}</Tag>
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={7}>
                    <Form.Item
                      name={[field.name, 'levelName']}
                      label={t('comp.audit.levelName')}
                      rules={[{ required: true }]}
                    >
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={7}>
                    <Form.Item
                      name={[field.name, 'roleId']}
                      label={t('comp.audit.roleId')}
                      rules={[{ required: true }]}
                    >
                      <Select
                        options={roleOptions}
                        loading={roles.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={6}>
                    <Form.Item
                      name={[field.name, 'regionLevel']}
                      label={t('comp.audit.regionLevel')}
                      rules={[{ required: true }]}
                    >
                      <Select
                        options={regionLevels.options.map((option) => ({ value: option.value, label: option.label }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2}>
                    <Form.Item label=" ">
                      <Popconfirm
                        title={t('comp.removeConfirm', {
                          name: form.getFieldValue(['levels', field.name, 'levelName']) ?? '',
                        })}
                        okText={t('client.confirm')}
                        cancelText={t('crud.cancel')}
                        onConfirm={() => remove(field.name)}
                      >
                        <Button danger icon={<DeleteOutlined />} aria-label={t('comp.remove')} />
                      </Popconfirm>
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Flex gap="small" justify="space-between">
                <Button
                  icon={<PlusOutlined />}
                  disabled={list.isPending || fields.length >= 9}
                  onClick={() => add({ regionLevel: '3' })}
                >
                  {t('comp.audit.add')}
                </Button>
                <Button type="primary" loading={save.isPending} disabled={list.isPending} onClick={() => form.submit()}>
                  {t('comp.save')}
                </Button>
              </Flex>
            </>
          )}
        </Form.List>
      </Form>
    </Spin>
  );
}
