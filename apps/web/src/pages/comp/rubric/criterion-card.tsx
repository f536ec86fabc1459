import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row, Switch, Tooltip } from 'antd';
import { useT } from '../../../core/i18n';

interface Props {
  /** The criterion's place in the form list. */
  field: number;
  index: number;
  count: number;
  title: string;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

const number = { className: 'cbo-rubric__number', min: 0 } as const;

/** One criterion of the editor: its code, name, range, weight, switches, comment rules and anchor bands. */
export function CriterionCard({ field, index, count, title, onMove, onRemove }: Props) {
  const t = useT();
  const icon = (label: string, node: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={node} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
  return (
    <Card
      size="small"
      className="cbo-rubric__criterion"
      title={title}
      extra={
        <span>
          {icon(t('rubricPage.moveUp'), <ArrowUpOutlined />, () => onMove(index, index - 1), index === 0)}
          {icon(t('rubricPage.moveDown'), <ArrowDownOutlined />, () => onMove(index, index + 1), index === count - 1)}
          {icon(t('rubricPage.removeCriterion'), <DeleteOutlined />, onRemove)}
        </span>
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name={[field, 'code']} label={t('rubricPage.code')} tooltip={t('rubricPage.codeHint')}>
            <Input maxLength={30} placeholder="innovation" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name={[field, 'name']} label={t('rubricPage.criterionName')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'min']} label={t('rubricPage.min')}>
            <InputNumber {...number} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'max']} label={t('rubricPage.max')}>
            <InputNumber {...number} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'step']} label={t('rubricPage.step')}>
            <InputNumber {...number} step={0.5} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'weight']} label={t('rubricPage.weight')}>
            <InputNumber {...number} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'required']} label={t('rubricPage.required')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'independent']} label={t('rubricPage.independent')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'commentBelow']} label={t('rubricPage.commentBelow')}>
            <InputNumber {...number} max={100} suffix="%" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={[field, 'commentAbove']} label={t('rubricPage.commentAbove')}>
            <InputNumber {...number} max={100} suffix="%" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={[field, 'description']} label={t('rubricPage.description')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <div className="cbo-rubric__anchors-label">{t('rubricPage.anchors')}</div>
      <Form.List name={[field, 'anchors']}>
        {(bands, { add, remove }) => (
          <>
            {bands.map((band) => (
              <div key={band.key} className="cbo-rubric__anchor-row">
                <Form.Item name={[band.name, 'from']} noStyle>
                  <InputNumber
                    {...number}
                    aria-label={t('rubricPage.anchorFrom')}
                    placeholder={t('rubricPage.anchorFrom')}
                  />
                </Form.Item>
                <span className="cbo-rubric__dash">–</span>
                <Form.Item name={[band.name, 'to']} noStyle>
                  <InputNumber
                    {...number}
                    aria-label={t('rubricPage.anchorTo')}
                    placeholder={t('rubricPage.anchorTo')}
                  />
                </Form.Item>
                <Form.Item name={[band.name, 'text']} noStyle>
                  <Input
                    className="cbo-rubric__anchor-text"
                    maxLength={500}
                    aria-label={t('rubricPage.anchorText')}
                    placeholder={t('rubricPage.anchorText')}
                  />
                </Form.Item>
                {icon(t('rubricPage.removeAnchor'), <DeleteOutlined />, () => remove(band.name))}
              </div>
            ))}
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ text: '' })}>
              {t('rubricPage.addAnchor')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
