import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { STAGE_KINDS, type Stage } from '@cbo/contracts';
import { Alert, Button, Col, Empty, Flex, Form, Input, InputNumber, Popconfirm, Row, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';
import { useSetupList } from './use-setup-list';

type StageRow = Omit<Stage, 'stageId'>;

/** The edition's stages as rows; the next missing kind is offered when adding. */
export function StagesTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const kinds = useDict('comp_stage_kind');
  const { list, save } = useSetupList<Stage>(competitionId, 'stages', 'stages');
  const [form] = Form.useForm<{ stages: StageRow[] }>();

  useEffect(() => {
    if (list.data) form.setFieldsValue({ stages: list.data.map(({ stageId: _id, ...stage }) => stage) });
  }, [list.data, form]);

  const addNext = (add: (row: StageRow) => void) => {
    const rows: StageRow[] = form.getFieldValue('stages') ?? [];
    const used = new Set(rows.map((row) => row.stageKind));
    const kind = STAGE_KINDS.find((candidate) => !used.has(candidate)) ?? 'final';
    const label = kinds.options.find((option) => option.value === kind)?.label ?? kind;
    const seq = rows.reduce((max, row) => Math.max(max, Number(row.seq) || 0), 0) + 1;
    add({ stageKind: kind, stageName: label, seq, startAt: '', endAt: '' });
  };

  return (
    <Spin spinning={list.isPending}>
      <Alert type="info" showIcon title={t('comp.stage.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="comp-stages" onFinish={(values) => save.mutate(values.stages ?? [])}>
        <Form.List name="stages">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty description={t('comp.stage.empty')} />}
              {fields.map((field) => (
                <Row key={field.key} gutter={12} align="bottom" className="cbo-comp-row">
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'stageKind']}
                      label={t('comp.stage.stageKind')}
                      rules={[{ required: true }]}
                    >
                      <Select options={kinds.options.map((option) => ({ value: option.value, label: option.label }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'stageName']}
                      label={t('comp.stage.stageName')}
                      rules={[{ required: true }]}
                    >
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Item name={[field.name, 'seq']} label={t('comp.stage.seq')} rules={[{ required: true }]}>
                      <InputNumber min={1} max={99} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={18} md={6}>
                    <Form.Item
                      name={[field.name, 'startAt']}
                      label={t('comp.stage.startAt')}
                      rules={[{ required: true }]}
                    >
                      <DateTimeInput />
                    </Form.Item>
                  </Col>
                  <Col xs={18} md={6}>
                    <Form.Item name={[field.name, 'endAt']} label={t('comp.stage.endAt')} rules={[{ required: true }]}>
                      <DateTimeInput defaultTime="23:59:59" />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Item label=" ">
                      <Popconfirm
                        title={t('comp.removeConfirm', {
                          name: form.getFieldValue(['stages', field.name, 'stageName']) ?? '',
                        })}
                        okText={t('client.confirm')}
                        cancelText={t('client.cancel')}
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
                  disabled={list.isPending || fields.length >= STAGE_KINDS.length}
                  onClick={() => addNext(add)}
                >
                  {t('comp.stage.add')}
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
