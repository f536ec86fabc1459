import { DeleteOutlined } from '@ant-design/icons';
import type { StageKind } from '@cbo/contracts';
import { Button, Col, Form, Input, InputNumber, Popconfirm, Row, Select } from 'antd';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useT } from '../../../core/i18n';

/** One stage as the form holds it: a judging stage names its track, the edition-wide ones none. */
export interface StageRow {
  stageKind: StageKind;
  trackId: number | null;
  stageName: string;
  seq: number;
  startAt: string;
  endAt: string;
}

interface Props {
  /** The row's index in the form's `stages` list. */
  name: number;
  /** The kinds the row may take (its section's), labelled. */
  kinds: Array<{ value: string; label: string }>;
  onRemove: () => void;
}

/** A stage's kind, name, order and window on one line (wrapping on a phone), removed after a confirmation. */
export function StageRowFields({ name, kinds, onRemove }: Props) {
  const t = useT();
  const form = Form.useFormInstance<{ stages: StageRow[] }>();
  return (
    <Row gutter={12} align="bottom" className="cbo-comp-row">
      <Col xs={12} md={4}>
        <Form.Item name={[name, 'stageKind']} label={t('comp.stage.stageKind')} rules={[{ required: true }]}>
          <Select options={kinds} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={[name, 'stageName']} label={t('comp.stage.stageName')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={6} md={2}>
        <Form.Item name={[name, 'seq']} label={t('comp.stage.seq')} rules={[{ required: true }]}>
          <InputNumber min={1} max={99} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={18} md={6}>
        <Form.Item name={[name, 'startAt']} label={t('comp.stage.startAt')} rules={[{ required: true }]}>
          <DateTimeInput />
        </Form.Item>
      </Col>
      <Col xs={18} md={6}>
        <Form.Item name={[name, 'endAt']} label={t('comp.stage.endAt')} rules={[{ required: true }]}>
          <DateTimeInput defaultTime="23:59:59" />
        </Form.Item>
      </Col>
      <Col xs={6} md={2}>
        <Form.Item label=" ">
          <Popconfirm
            title={t('comp.removeConfirm', { name: form.getFieldValue(['stages', name, 'stageName']) ?? '' })}
            okText={t('client.confirm')}
            cancelText={t('crud.cancel')}
            onConfirm={onRemove}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t('comp.remove')} />
          </Popconfirm>
        </Form.Item>
      </Col>
    </Row>
  );
}
