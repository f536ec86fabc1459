import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ATTACHMENT_KINDS, attachmentKindLabel, type Track } from '@cbo/contracts';
import { Button, Card, Col, Divider, Form, Input, InputNumber, Popconfirm, Row, Select, Switch } from 'antd';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useLocale, useT } from '../../../core/i18n';
import { TrackFormPicker } from './track-form-picker';
import { TrackFormSummary } from './track-form-summary';
import './competition.css';

/** A track as the setup form holds it: the bound form by id and version (its name and document only shown). */
export type TrackValues = Omit<Track, 'trackId' | 'fields' | 'form'>;

interface Props {
  /** The track's index in the form's `tracks` list. */
  name: number;
  onRemove: () => void;
}

const full = { width: '100%' };

/** One track: its rules, its groups and the saved form of its extra application fields. */
export function TrackCard({ name, onRemove }: Props) {
  const t = useT();
  const form = Form.useFormInstance();
  const locale = useLocale();
  // The known kinds by name; a kind an edition already names that is not among them stays choosable.
  const chosenKinds = (Form.useWatch(['tracks', name, 'attachments'], form) as string[] | undefined) ?? [];
  const kindOptions = [...new Set<string>([...ATTACHMENT_KINDS, ...chosenKinds])].map((kind) => ({
    value: kind,
    label: attachmentKindLabel(kind)[locale],
  }));
  const trackName = Form.useWatch(['tracks', name, 'trackName'], form) as string | undefined;
  const required = [{ required: true }];

  return (
    <Card
      size="small"
      title={
        <span className="cbo-comp-track__title">
          {trackName || t('comp.track.add')}
          <TrackFormSummary name={name} />
        </span>
      }
      extra={
        <Popconfirm
          title={t('comp.removeConfirm', { name: trackName ?? '' })}
          okText={t('client.confirm')}
          cancelText={t('crud.cancel')}
          onConfirm={onRemove}
        >
          <Button danger type="text" size="small" icon={<DeleteOutlined />}>
            {t('comp.remove')}
          </Button>
        </Popconfirm>
      }
    >
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name={[name, 'trackName']} label={t('comp.track.trackName')} rules={required}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[name, 'trackCode']} label={t('comp.track.trackCode')} rules={required}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name={[name, 'ageMin']} label={t('comp.track.ageMin')}>
            <InputNumber min={0} max={120} style={full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name={[name, 'ageMax']} label={t('comp.track.ageMax')}>
            <InputNumber min={0} max={120} style={full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[name, 'ageRefDate']}
            label={t('comp.track.ageRefDate')}
            tooltip={t('comp.track.ageRefHint')}
          >
            <DateTimeInput dateOnly />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[name, 'teamMin']} label={t('comp.track.teamMin')} rules={required}>
            <InputNumber min={1} max={50} style={full} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[name, 'teamMax']} label={t('comp.track.teamMax')} rules={required}>
            <InputNumber min={1} max={50} style={full} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[name, 'sort']} label={t('comp.track.sort')}>
            <InputNumber min={0} max={999} style={full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name={[name, 'oneEntry']}
            label={t('comp.track.oneEntry')}
            getValueProps={(value) => ({ checked: value === '1' })}
            normalize={(checked: boolean) => (checked ? '1' : '0')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={11}>
          <Form.Item name={[name, 'attachments']} label={t('comp.track.attachments')}>
            <Select
              mode="multiple"
              allowClear
              options={kindOptions}
              placeholder={t('comp.track.attachmentsHint')}
              aria-label={t('comp.track.attachments')}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain style={{ margin: '4px 0 12px' }}>
        {t('comp.track.categories')}
      </Divider>
      <Form.List name={[name, 'categories']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row key={row.key} gutter={8} align="top" className="cbo-comp-list-row">
                <Col xs={8} md={6}>
                  <Form.Item name={[row.name, 'code']} rules={required}>
                    <Input placeholder={t('comp.track.categoryCode')} aria-label={t('comp.track.categoryCode')} />
                  </Form.Item>
                </Col>
                <Col xs={10} md={8}>
                  <Form.Item name={[row.name, 'name']} rules={required}>
                    <Input placeholder={t('comp.track.categoryName')} aria-label={t('comp.track.categoryName')} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={3}>
                  <Form.Item name={[row.name, 'sort']}>
                    <InputNumber min={0} max={999} style={full} aria-label={t('comp.track.sort')} />
                  </Form.Item>
                </Col>
                <Col xs={2}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('comp.remove')}
                    onClick={() => remove(row.name)}
                  />
                </Col>
              </Row>
            ))}
            <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({ sort: rows.length + 1 })}>
              {t('comp.track.addCategory')}
            </Button>
          </>
        )}
      </Form.List>

      <Divider titlePlacement="start" plain style={{ margin: '16px 0 12px' }}>
        {t('comp.track.fields')}
      </Divider>
      <TrackFormPicker name={name} />
    </Card>
  );
}
