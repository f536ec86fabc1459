import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TaskFormOptions } from '@cbo/contracts';
import { Button, Empty, Form, type FormInstance, Select } from 'antd';
import { useT } from '../../../core/i18n';

export interface PairValues {
  reviewGroupId?: number;
  expertGroupId?: number | null;
}

interface Props {
  form: FormInstance;
  options: TaskFormOptions | undefined;
  /** The task being edited: its own review groups stay choosable. */
  taskId: number | null;
}

/**
 * The task's review group ↔ expert group pairs (docs/review-tasks.md, One task per review group):
 * a review group already in another task is offered disabled with that task's name; choosing a
 * review group fills in the expert group it is bound to.
 */
export function GroupPairs({ form, options, taskId }: Props) {
  const t = useT();
  const reviewGroups = options?.reviewGroups ?? [];
  const expertGroups = (options?.expertGroups ?? []).map((group) => ({
    value: group.expertGroupId,
    label: t('task.expertGroupOption', { name: group.groupName, count: group.members }),
  }));
  const pairs: PairValues[] = Form.useWatch('groups', form) ?? [];
  const chosen = new Set(pairs.map((pair) => pair?.reviewGroupId));

  const reviewOptions = (current?: number) =>
    reviewGroups.map((group) => {
      const taken = group.taskId !== null && group.taskId !== taskId;
      return {
        value: group.reviewGroupId,
        label: taken
          ? t('task.reviewGroupTaken', { name: group.groupName, task: group.taskName ?? '' })
          : t('task.reviewGroupOption', { name: group.groupName, count: group.applications }),
        disabled: taken || (chosen.has(group.reviewGroupId) && group.reviewGroupId !== current),
      };
    });

  return (
    <Form.List name="groups">
      {(fields, { add, remove }, { errors }) => (
        <div className="cbo-task__pairs">
          {fields.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={reviewGroups.length === 0 ? t('task.noReviewGroups') : t('task.noPairs')}
            />
          )}
          {fields.map((field, index) => (
            <div key={field.key} className="cbo-task__pair">
              <Form.Item
                name={[field.name, 'reviewGroupId']}
                label={index === 0 ? t('task.reviewGroup') : undefined}
                rules={[{ required: true, message: t('crud.placeholder.select', { label: t('task.reviewGroup') }) }]}
                className="cbo-task__pair-field"
              >
                <Select
                  aria-label={`${t('task.reviewGroup')} ${index + 1}`}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={reviewOptions(pairs[index]?.reviewGroupId)}
                  placeholder={t('crud.placeholder.select', { label: t('task.reviewGroup') })}
                  onChange={(id: number) => {
                    const bound = reviewGroups.find((group) => group.reviewGroupId === id)?.expertGroupId ?? null;
                    form.setFieldValue(['groups', field.name, 'expertGroupId'], bound);
                  }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'expertGroupId']}
                label={index === 0 ? t('task.expertGroup') : undefined}
                tooltip={index === 0 ? t('task.expertGroupDefault') : undefined}
                rules={[{ required: true, message: t('crud.placeholder.select', { label: t('task.expertGroup') }) }]}
                className="cbo-task__pair-field"
              >
                <Select
                  aria-label={`${t('task.expertGroup')} ${index + 1}`}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={expertGroups}
                  placeholder={t('crud.placeholder.select', { label: t('task.expertGroup') })}
                />
              </Form.Item>
              <Button
                className="cbo-task__pair-remove"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('task.removePair')}
                title={t('task.removePair')}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={reviewGroups.length === 0}
            onClick={() => add({ reviewGroupId: undefined, expertGroupId: undefined })}
          >
            {t('task.addPair')}
          </Button>
          {/* The list's own errors: none chosen, one listed twice, a refusal naming a group. */}
          <Form.ErrorList className="cbo-task__pairs-error" errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
