import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Tooltip } from 'antd';
import { useT } from '../../../core/i18n';
import { ID_OR_MASKED, MOBILE_OR_MASKED } from './masked-numbers';

const MAX_MEMBERS = 20;
const MAX_MENTORS = 5;

function RowButtons({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="cbo-apply__row-buttons">
      <Tooltip title={t('apply.moveUp')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('apply.moveUp')}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
      </Tooltip>
      <Tooltip title={t('apply.moveDown')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('apply.moveDown')}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </Tooltip>
      <Tooltip title={t('apply.removeRow')}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('apply.removeRow')} onClick={onRemove} />
      </Tooltip>
    </div>
  );
}

/**
 * Team members after the leader, in order: name, ID number, organisation, grade or title. A row
 * loaded for editing keeps its masked number, which the server reads as "unchanged".
 */
export function MembersList() {
  const t = useT();
  return (
    <Form.List name="members">
      {(items, { add, remove, move }) => (
        <div className="cbo-apply__list">
          {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.noMembers')} />}
          {items.map((item, index) => (
            <div key={item.key} className="cbo-apply__row" data-testid="member-row">
              <span className="cbo-apply__row-no">{index + 1}</span>
              <Form.Item
                name={[item.name, 'name']}
                label={t('apply.memberName')}
                rules={[{ required: true, whitespace: true, message: t('apply.nameRequired') }]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item
                name={[item.name, 'idNumber']}
                label={t('apply.idNumber')}
                rules={[
                  { required: true, message: t('apply.idRequired') },
                  { pattern: ID_OR_MASKED, message: t('apply.idFormat') },
                ]}
              >
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name={[item.name, 'orgName']} label={t('apply.memberOrg')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={[item.name, 'gradeOrTitle']} label={t('apply.gradeOrTitle')}>
                <Input maxLength={30} />
              </Form.Item>
              <RowButtons index={index} count={items.length} onMove={move} onRemove={() => remove(item.name)} />
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={items.length >= MAX_MEMBERS}
            onClick={() => add({ name: '', idNumber: '', orgName: '', gradeOrTitle: '' })}
          >
            {t('apply.addMember')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Mentors: name, organisation, title, mobile, email. */
export function MentorsList() {
  const t = useT();
  return (
    <Form.List name="mentors">
      {(items, { add, remove, move }) => (
        <div className="cbo-apply__list">
          {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.noMentors')} />}
          {items.map((item, index) => (
            <div key={item.key} className="cbo-apply__row cbo-apply__row--mentor" data-testid="mentor-row">
              <span className="cbo-apply__row-no">{index + 1}</span>
              <Form.Item
                name={[item.name, 'name']}
                label={t('apply.memberName')}
                rules={[{ required: true, whitespace: true, message: t('apply.nameRequired') }]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name={[item.name, 'orgName']} label={t('apply.memberOrg')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={[item.name, 'title']} label={t('apply.mentorTitle')}>
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item
                name={[item.name, 'mobile']}
                label={t('apply.mobile')}
                rules={[{ pattern: MOBILE_OR_MASKED, message: t('apply.mobileFormat') }]}
              >
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item
                name={[item.name, 'email']}
                label={t('apply.email')}
                rules={[{ type: 'email', message: t('apply.emailFormat') }]}
              >
                <Input maxLength={50} />
              </Form.Item>
              <RowButtons index={index} count={items.length} onMove={move} onRemove={() => remove(item.name)} />
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={items.length >= MAX_MENTORS}
            onClick={() => add({ name: '', orgName: '', title: '', mobile: '', email: '' })}
          >
            {t('apply.addMentor')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
