import { EditOutlined, FileOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { ApplicationDetail } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Image,
  List,
  Result,
  Space,
  Spin,
  Table,
  Tabs,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { APPLICATION_KEY } from '../../../components/comp/application-links';
import { RefusalAlert } from '../../../components/comp/refusal-alert';
import { StatusTag, useStatusName } from '../../../components/comp/status-tag';
import { useTracks } from '../../../components/comp/use-edition-tracks';
import { useAccess } from '../../../core/access';
import { DictTag } from '../../../core/dict/dict-tag';
import { useDict } from '../../../core/dict/use-dict';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import {
  DISQUALIFIABLE,
  EDITABLE,
  SUBMITTABLE,
  transition,
  useApplication,
  useHistory,
  WITHDRAWABLE,
} from './application-api';
import { ApplicationFormDrawer, type FormState } from './application-form';
import { AttachControl } from './attach-control';
import { isImage, kindName } from './attachment-kinds';
import { DisqualifyModal } from './disqualify-modal';
import { ExtraAnswersView } from './extra-answers';
import { ScoreHistory } from './score-history';
import { WithdrawModal } from './withdraw-modal';
import './application.css';

function ProjectTab({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const tracks = useTracks(detail.competitionId);
  const track = tracks.data?.find((item) => item.trackId === detail.trackId);
  return (
    <Space orientation="vertical" size={16} className="cbo-apply-detail__stack">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('apply.code')}>{detail.code}</Descriptions.Item>
        <Descriptions.Item label={t('apply.status')}>
          <StatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.projectName')} span={2}>
          {detail.projectName}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.edition')}>{detail.competitionName}</Descriptions.Item>
        <Descriptions.Item label={t('apply.track')}>
          {detail.trackName}
          {detail.categoryName ? ` / ${detail.categoryName}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.industry')}>
          <DictTag type="comp_industry" value={detail.industry} />
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.region')}>{detail.regionName ?? detail.regionCode}</Descriptions.Item>
        <Descriptions.Item label={t('apply.organisation')}>{detail.orgName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('apply.leaderName')}>
          {detail.leaderName} · {detail.leaderMobile}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.submittedAt')}>{detail.submittedAt ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('apply.returnCount')}>
          {detail.returnCount}
          {detail.returnDeadline ? ` (${t('apply.returnDeadline', { deadline: detail.returnDeadline })})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.videoLink')} span={2}>
          {detail.videoLink ? (
            <a href={detail.videoLink} target="_blank" rel="noopener noreferrer">
              {detail.videoLink}
            </a>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.summary')} span={2}>
          <span className="cbo-apply-detail__pre">{detail.summary ?? '-'}</span>
        </Descriptions.Item>
      </Descriptions>
      <ExtraAnswersView
        form={track?.form ?? null}
        answers={detail.answers}
        title={t('apply.section.extra', { track: detail.trackName })}
      />
    </Space>
  );
}

function TeamTab({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} className="cbo-apply-detail__stack">
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        title={() => t('apply.section.members')}
        dataSource={detail.members}
        columns={[
          { key: 'no', title: '#', width: 50, render: (_v, _row, index) => index + 1 },
          { key: 'name', dataIndex: 'name', title: t('apply.memberName') },
          {
            key: 'role',
            dataIndex: 'role',
            title: t('apply.role'),
            render: (role: string) => t(role === 'leader' ? 'apply.role.leader' : 'apply.role.member'),
          },
          { key: 'idNumber', dataIndex: 'idNumber', title: t('apply.idNumber') },
          { key: 'age', dataIndex: 'age', title: t('apply.age'), render: (age: number | null) => age ?? '-' },
          {
            key: 'sex',
            dataIndex: 'sex',
            title: t('apply.sex'),
            render: (sex: string | null) => (sex ? t(sex === 'm' ? 'apply.sex.m' : 'apply.sex.f') : '-'),
          },
          { key: 'orgName', dataIndex: 'orgName', title: t('apply.memberOrg'), render: (v) => v ?? '-' },
          { key: 'gradeOrTitle', dataIndex: 'gradeOrTitle', title: t('apply.gradeOrTitle'), render: (v) => v ?? '-' },
        ]}
      />
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        title={() => t('apply.section.mentors')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.noMentors')} /> }}
        dataSource={detail.mentors}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('apply.memberName') },
          { key: 'orgName', dataIndex: 'orgName', title: t('apply.memberOrg'), render: (v) => v ?? '-' },
          { key: 'title', dataIndex: 'title', title: t('apply.mentorTitle'), render: (v) => v ?? '-' },
          { key: 'mobile', dataIndex: 'mobile', title: t('apply.mobile'), render: (v) => v ?? '-' },
          { key: 'email', dataIndex: 'email', title: t('apply.email'), render: (v) => v || '-' },
        ]}
      />
    </Space>
  );
}

function AttachmentsTab({ detail, canAttach }: { detail: ApplicationDetail; canAttach: boolean }) {
  const t = useT();
  const images = detail.attachments.filter((file) => isImage(file.fileName) || isImage(file.path));
  const others = detail.attachments.filter((file) => !images.includes(file));
  const attach = canAttach && EDITABLE.has(detail.status) ? <AttachControl detail={detail} /> : null;
  if (detail.attachments.length === 0) {
    return (
      <Space orientation="vertical" size={16} className="cbo-apply-detail__stack">
        {attach}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.noAttachments')} />
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={16} className="cbo-apply-detail__stack">
      {attach}
      {others.length > 0 && (
        <List
          bordered
          dataSource={others}
          renderItem={(file) => (
            <List.Item
              actions={[
                <a key="open" href={file.url} target="_blank" rel="noopener noreferrer">
                  {t('apply.openFile')}
                </a>,
              ]}
            >
              <List.Item.Meta
                avatar={<FileOutlined />}
                title={
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.fileName}
                  </a>
                }
                description={`${kindName(file.kind, t)}${file.size ? ` · ${Math.ceil(file.size / 1024)} KB` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
      {images.length > 0 && (
        <Image.PreviewGroup>
          <div className="cbo-apply-detail__images">
            {images.map((file) => (
              <figure key={file.path}>
                <Image src={file.url} alt={file.fileName} width={160} height={120} />
                <figcaption>{kindName(file.kind, t)}</figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}

const ACTION_KEYS: Record<string, Parameters<ReturnType<typeof useT>>[0]> = {
  create: 'apply.action.create',
  import: 'apply.action.import',
  submit: 'apply.action.submit',
  resubmit: 'apply.action.resubmit',
  withdraw: 'apply.action.withdraw',
  startAudit: 'apply.action.startAudit',
  approve: 'apply.action.approve',
  return: 'apply.action.return',
  reject: 'apply.action.reject',
  disqualify: 'apply.action.disqualify',
  objectionDisqualify: 'apply.action.objectionDisqualify',
  objectionReturn: 'apply.action.objectionReturn',
  objectionNoChange: 'apply.action.objectionNoChange',
};
/** Ends of the road: drawn in red in the history. */
const LEAVING: ReadonlySet<string> = new Set(['withdrawn', 'rejected', 'disqualified']);

function HistoryTab({ applicationId }: { applicationId: number }) {
  const t = useT();
  const history = useHistory(applicationId);
  const statusName = useStatusName();
  const rejectReasons = useDict('comp_reject_reason');
  if (history.isLoading) return <Spin />;
  const events = history.data ?? [];
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.noHistory')} />;
  return (
    <Timeline
      className="cbo-apply-detail__timeline"
      items={events.map((event) => ({
        key: event.eventId,
        color: LEAVING.has(event.toStatus) ? 'red' : 'blue',
        content: (
          <div className="cbo-apply-history" data-action={event.action}>
            <div className="cbo-apply-history__head">
              <strong>{ACTION_KEYS[event.action] ? t(ACTION_KEYS[event.action]) : event.action}</strong>
              <span>
                {event.fromStatus ? `${statusName(event.fromStatus)} → ` : ''}
                {statusName(event.toStatus)}
              </span>
            </div>
            <div className="cbo-apply-history__meta">
              {event.operName} · {event.eventTime}
            </div>
            {typeof event.levelNo === 'number' && (
              <div className="cbo-apply-history__level">{t('apply.history.level', { level: event.levelNo })}</div>
            )}
            {event.reasonCode && (
              <div className="cbo-apply-history__reason">
                {t('apply.history.reasonCode', {
                  reason:
                    rejectReasons.options.find((option) => option.value === event.reasonCode)?.label ??
                    event.reasonCode,
                })}
              </div>
            )}
            {event.reason && (
              <div className="cbo-apply-history__reason">{t('apply.reasonIs', { reason: event.reason })}</div>
            )}
          </div>
        ),
      }))}
    />
  );
}

/** One application: project, team, attachments and history; edit, submit and withdraw. */
function ApplicationDetailPage() {
  const t = useT();
  const applicationId = Number(useParams().applicationId ?? 0);
  const { modal, message } = App.useApp();
  const access = useAccess();
  const canEdit = access.hasPermi('comp:application:edit');
  const canDisqualify = access.hasPermi('comp:application:disqualify');
  const canSeeScores = access.hasPermi('comp:taskinfo:query');
  const [disqualifying, setDisqualifying] = useState(false);
  const queryClient = useQueryClient();
  const detail = useApplication(applicationId);
  const [formState, setFormState] = useState<FormState>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (detail.isLoading) return <Spin className="cbo-apply-detail__loading" />;
  if (!detail.data) {
    // Out of scope or unknown reads as a refusal; anything else as a failed load.
    const refused = isRequestError(detail.error) && detail.error.code === 403;
    return refused ? (
      <Result status="403" title={t('error.403')} />
    ) : (
      <Result status="warning" title={t('crud.loadFailed')} />
    );
  }
  const data = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
  const act = async (action: 'submit' | 'withdraw', reason?: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await transition([applicationId], action, reason);
      message.success(t(action === 'submit' ? 'apply.submitted' : 'apply.withdrawn', { count: 1 }));
      await refresh();
      return true;
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cbo-apply-detail">
      <Card
        title={
          <Space wrap>
            <span>{data.projectName}</span>
            <Typography.Text type="secondary">{data.code}</Typography.Text>
            <StatusTag status={data.status} />
          </Space>
        }
        extra={
          (canEdit || canDisqualify) && (
            <Space wrap>
              {canEdit && EDITABLE.has(data.status) && (
                <Button icon={<EditOutlined />} onClick={() => setFormState({ mode: 'edit', applicationId })}>
                  {t('crud.edit')}
                </Button>
              )}
              {canEdit && SUBMITTABLE.has(data.status) && (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy}
                  onClick={() =>
                    modal.confirm({
                      title: t('client.systemPrompt'),
                      content: t('apply.submitConfirm', { codes: data.code }),
                      okText: t('client.confirm'),
                      cancelText: t('crud.cancel'),
                      onOk: () => act('submit'),
                    })
                  }
                >
                  {t('apply.submit')}
                </Button>
              )}
              {canEdit && WITHDRAWABLE.has(data.status) && (
                <Button danger icon={<RollbackOutlined />} onClick={() => setWithdrawing(true)}>
                  {t('apply.withdraw')}
                </Button>
              )}
              {canDisqualify && DISQUALIFIABLE.has(data.status) && (
                <Button danger type="primary" icon={<StopOutlined />} onClick={() => setDisqualifying(true)}>
                  {t('apply.disqualify')}
                </Button>
              )}
            </Space>
          )
        }
      >
        {refusal && <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />}
        <Tabs
          items={[
            { key: 'project', label: t('apply.tab.project'), children: <ProjectTab detail={data} /> },
            { key: 'team', label: t('apply.tab.team'), children: <TeamTab detail={data} /> },
            {
              key: 'attachments',
              label: `${t('apply.tab.attachments')} (${data.attachments.length})`,
              children: <AttachmentsTab detail={data} canAttach={canEdit} />,
            },
            { key: 'history', label: t('apply.tab.history'), children: <HistoryTab applicationId={applicationId} /> },
            // The score history is staff's (docs/scoring.md): not even named to others.
            ...(canSeeScores
              ? [
                  {
                    key: 'scores',
                    label: t('assign.history.tab'),
                    children: <ScoreHistory applicationId={applicationId} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <WithdrawModal
        codes={withdrawing ? [data.code] : null}
        onCancel={() => setWithdrawing(false)}
        onWithdraw={async (reason) => {
          const done = await act('withdraw', reason);
          if (done) setWithdrawing(false);
          return done;
        }}
      />
      <DisqualifyModal
        target={disqualifying ? { applicationId, code: data.code } : null}
        onClose={() => setDisqualifying(false)}
        onDone={async () => {
          await refresh();
        }}
        onRefused={(text) => {
          setDisqualifying(false);
          setRefusal(text);
        }}
      />
      <ApplicationFormDrawer
        state={formState}
        onClose={() => setFormState(null)}
        onSaved={async () => {
          setFormState(null);
          await refresh();
        }}
      />
    </div>
  );
}

export { ApplicationDetailPage as Component };
