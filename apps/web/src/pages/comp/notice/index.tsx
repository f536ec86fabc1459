import { CheckCircleOutlined, FieldTimeOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  addBoardNotice,
  type BoardNoticeForm,
  type BoardNoticeRow,
  boardNoticeForm,
  editBoardNotice,
  getBoardNotice,
  listBoardNotices,
  publishBoardNotice,
  removeBoardNotices,
  withdrawBoardNotice,
} from '@cbo/contracts';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';
import { AttachmentsInput, TrackSelect } from './notice-inputs';
import { NoticeStatusTag } from './notice-tags';
import { PublicityDrawer } from './publicity-drawer';
import './publicity.css';

const resource = defineResource<BoardNoticeRow>({
  name: 'comp/notice',
  entity: 'nb.notice.entity',
  rowKey: 'noticeId',
  endpoints: {
    list: listBoardNotices,
    get: getBoardNotice,
    add: addBoardNotice,
    edit: editBoardNotice,
    remove: removeBoardNotices,
  },
  permission: 'comp:notice',
  actions: ['add', 'edit', 'remove'],
});

/** Competition notices (/comp/notice): application and publication notices per edition, published on time. */
function BoardNoticePage() {
  const t = useT();
  const { message } = App.useApp();
  const access = useAccess();
  const editions = useEditionOptions();
  const [publicityOf, setPublicityOf] = useState<BoardNoticeRow>();
  const canPublish = access.hasPermi('comp:notice:publish');
  const canQuery = access.hasPermi('comp:notice:query');

  const columns = useMemo<CrudColumn<BoardNoticeRow>[]>(
    () => [
      {
        key: 'title',
        title: 'nb.notice.title',
        ellipsis: true,
        render: (value, row) => (
          <>
            {row.pinned === '1' && <Tag color="red">{t('nb.notice.pinnedYes')}</Tag>}
            {String(value)}
          </>
        ),
      },
      { key: 'competitionName', title: 'nb.notice.edition', hideInSearch: true, width: 180, ellipsis: true },
      {
        key: 'noticeKind',
        title: 'nb.notice.kind',
        hideInSearch: true,
        width: 110,
        render: (value) => t(`nb.notice.kind.${value}` as TranslationKey),
      },
      {
        key: 'status',
        title: 'nb.notice.status',
        hideInSearch: true,
        width: 96,
        render: (_value, row) => <NoticeStatusTag status={row.status} />,
      },
      {
        key: 'publishAt',
        title: 'nb.notice.times',
        hideInSearch: true,
        width: 190,
        render: (_value, row) => (
          <div className="cbo-board__times">
            <span>{row.publishedAt ?? row.publishAt ?? '-'}</span>
            {row.expireAt && <span className="cbo-board__expire">{t('nb.notice.until', { at: row.expireAt })}</span>}
          </div>
        ),
      },
    ],
    [t],
  );

  const form = useMemo<CrudForm<BoardNoticeForm>>(
    () => ({
      schema: boardNoticeForm,
      container: 'drawer',
      width: 880,
      initialValues: {
        noticeKind: 'application',
        pinned: '0',
        trackIds: [],
        attachments: [],
        body: '',
        competitionId: editions.data?.[0]?.competitionId,
      },
      fields: [
        { name: 'title', label: 'nb.notice.title' },
        {
          name: 'competitionId',
          label: 'nb.notice.edition',
          type: 'select',
          half: true,
          options: (editions.data ?? []).map((e) => ({ value: e.competitionId, label: e.competitionName })),
        },
        {
          name: 'noticeKind',
          label: 'nb.notice.kind',
          type: 'radio',
          half: true,
          options: [
            { value: 'application', label: t('nb.notice.kind.application') },
            { value: 'publication', label: t('nb.notice.kind.publication') },
          ],
        },
        { name: 'trackIds', label: 'nb.notice.tracks', render: () => <TrackSelect /> },
        {
          name: 'publishAt',
          label: 'nb.notice.publishAt',
          half: true,
          render: () => <DateTimeInput placeholder={t('nb.notice.publishAtHint')} />,
        },
        {
          name: 'expireAt',
          label: 'nb.notice.expireAt',
          half: true,
          render: () => <DateTimeInput defaultTime="23:59:59" />,
        },
        {
          name: 'pinned',
          label: 'nb.notice.pinned',
          type: 'radio',
          options: [
            { value: '0', label: t('nb.notice.pinnedNo') },
            { value: '1', label: t('nb.notice.pinnedYes') },
          ],
        },
        { name: 'body', label: 'nb.notice.body', type: 'richText' },
        { name: 'attachments', label: 'nb.notice.attachments', render: () => <AttachmentsInput /> },
      ],
    }),
    [t, editions.data],
  );

  const publish = async (row: BoardNoticeRow, refresh: () => Promise<void>) => {
    try {
      const answer = await api(publishBoardNotice, { params: { noticeId: row.noticeId } });
      message.success(
        answer.data.status === 'scheduled'
          ? t('nb.notice.scheduledOk', { at: row.publishAt ?? '' })
          : t('nb.notice.published'),
      );
    } catch {
      return;
    }
    await refresh();
  };
  const withdraw = async (row: BoardNoticeRow, refresh: () => Promise<void>) => {
    try {
      await api(withdrawBoardNotice, { params: { noticeId: row.noticeId } });
    } catch {
      return;
    }
    message.success(t('nb.notice.withdrawn'));
    await refresh();
  };

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        rowAllowed={(row, action) =>
          action === 'edit' ? row.status === 'draft' || row.status === 'scheduled' : row.status !== 'published'
        }
        rowActions={(row, { refresh }) => (
          <>
            {canPublish && row.status === 'draft' && (
              <Popconfirm
                title={t('nb.notice.publishConfirm', { title: row.title })}
                okText={t('client.confirm')}
                cancelText={t('crud.cancel')}
                onConfirm={() => publish(row, refresh)}
              >
                <Button type="link" size="small" icon={<CheckCircleOutlined />}>
                  {t('nb.notice.publish')}
                </Button>
              </Popconfirm>
            )}
            {canPublish && (row.status === 'scheduled' || row.status === 'published') && (
              <Popconfirm
                title={t('nb.notice.withdrawConfirm', { title: row.title })}
                okText={t('client.confirm')}
                cancelText={t('crud.cancel')}
                onConfirm={() => withdraw(row, refresh)}
              >
                <Button type="link" size="small" icon={<RollbackOutlined />}>
                  {t('nb.notice.withdraw')}
                </Button>
              </Popconfirm>
            )}
            {canQuery && row.noticeKind === 'publication' && (
              <Button type="link" size="small" icon={<FieldTimeOutlined />} onClick={() => setPublicityOf(row)}>
                {t('nb.notice.publicity')}
              </Button>
            )}
          </>
        )}
      />
      <PublicityDrawer notice={publicityOf} onClose={() => setPublicityOf(undefined)} />
    </>
  );
}

export { BoardNoticePage as Component };
