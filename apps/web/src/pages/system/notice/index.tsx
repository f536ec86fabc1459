import { EyeOutlined } from '@ant-design/icons';
import {
  addNotice,
  editNotice,
  getNotice,
  listNotices,
  type NoticeForm,
  type NoticeRow,
  noticeForm,
  removeNotices,
} from '@cbo/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access/use-access';
import { useT } from '../../../core/i18n';
import { NoticePreview } from './notice-preview';

const resource = defineResource<NoticeRow>({
  name: 'system/notice',
  entity: 'notice.entity',
  rowKey: 'noticeId',
  endpoints: { list: listNotices, get: getNotice, add: addNotice, edit: editNotice, remove: removeNotices },
  permission: 'system:notice',
  actions: ['add', 'edit', 'remove'],
});

const columns: CrudColumn<NoticeRow>[] = [
  { key: 'noticeId', title: 'notice.noticeId', hideInSearch: true, width: 72 },
  { key: 'noticeTitle', title: 'notice.noticeTitle', ellipsis: true },
  { key: 'noticeType', title: 'notice.noticeType', dict: 'sys_notice_type', width: 100 },
  { key: 'status', title: 'notice.status', dict: 'sys_notice_status', hideInSearch: true, width: 84 },
  { key: 'createBy', title: 'notice.createBy', width: 110 },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', hideInSearch: true, width: 168 },
];

const form: CrudForm<NoticeForm> = {
  schema: noticeForm,
  initialValues: { noticeType: '1', status: '0', noticeContent: '' },
  width: 880,
  fields: [
    { name: 'noticeTitle', label: 'notice.noticeTitle', half: true },
    { name: 'noticeType', label: 'notice.noticeType', type: 'dictSelect', dict: 'sys_notice_type', half: true },
    { name: 'status', label: 'notice.status', type: 'dictRadio', dict: 'sys_notice_status' },
    { name: 'noticeContent', label: 'notice.noticeContent', type: 'richText' },
  ],
};

/** Notices (docs/web-client.md section 5): managed with the rich-text editor, previewed as readers see them. */
function NoticePage() {
  const t = useT();
  const access = useAccess();
  const [previewed, setPreviewed] = useState<number>();
  const canQuery = access.hasPermi('system:notice:query');
  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        rowActions={
          canQuery
            ? (row) => (
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreviewed(row.noticeId)}>
                  {t('notice.preview')}
                </Button>
              )
            : undefined
        }
      />
      <NoticePreview noticeId={previewed} onClose={() => setPreviewed(undefined)} />
    </>
  );
}

export { NoticePage as Component };
