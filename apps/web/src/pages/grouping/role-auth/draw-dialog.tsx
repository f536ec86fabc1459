import { ReloadOutlined } from '@ant-design/icons';
import { drawExpertGroupMembers, type ExpertCandidate, type ExpertGroupSummary } from '@cbo/contracts';
import { App, Button, Form, Input, InputNumber, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { candidateColumns } from './candidate-columns';
import { CandidateFilterForm, type CandidateFilterValues } from './candidate-filter';

interface Props {
  group: ExpertGroupSummary;
  open: boolean;
  onClose(): void;
}

interface Drawn {
  seed: string;
  poolSize: number;
  drawn: ExpertCandidate[];
}

/** 32 random hex digits from the browser's generator: a seed the organiser can read out and type again. */
function generatedSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * 随机抽取: N experts from the filtered candidates without a blocking conflict, with a seed typed or
 * generated. The preview stores nothing; confirming draws again on the server with the same seed
 * (same seed and pool, same experts) and stores the draw with its filter and pool.
 */
export function DrawDialog({ group, open, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<CandidateFilterValues>();
  const [filter, setFilter] = useState<CandidateFilterValues>({});
  const left = Math.max(0, group.capacity - group.memberCount);
  const [count, setCount] = useState<number | null>(Math.min(3, Math.max(1, left)));
  const [seed, setSeed] = useState('');
  const [warnReason, setWarnReason] = useState('');
  const [preview, setPreview] = useState<Drawn | null>(null);
  const [busy, setBusy] = useState<'preview' | 'draw' | null>(null);

  const close = () => {
    filterForm.resetFields();
    setFilter({});
    setSeed('');
    setWarnReason('');
    setPreview(null);
    onClose();
  };
  const send = async (kind: 'preview' | 'draw') => {
    if (!count) return;
    setBusy(kind);
    try {
      const answer = await api(drawExpertGroupMembers, {
        params: { expertGroupId: group.expertGroupId },
        body: {
          filter,
          count,
          ...(seed.trim() ? { seed: seed.trim() } : {}),
          ...(warnReason.trim() ? { warnReason: warnReason.trim() } : {}),
          preview: kind === 'preview',
        },
        // A preview changes nothing: the lists need no reload.
        change: kind === 'draw',
      });
      const data = answer.data;
      if (kind === 'preview') {
        // The preview's seed is kept, so confirming draws exactly these experts.
        setSeed(data.seed);
        setPreview({ seed: data.seed, poolSize: data.candidateIds.length, drawn: data.drawn });
      } else {
        message.success(t('eg.drawn', { count: data.drawnIds.length }));
        close();
      }
    } catch {
      // The request client has shown the refusal (pool too small, capacity, a reason needed).
    } finally {
      setBusy(null);
    }
  };
  const warned = preview?.drawn.some((row) => row.verdict === 'warn') ?? false;

  return (
    <Modal
      open={open}
      title={t('eg.drawTitle', { name: group.groupName })}
      width={1000}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={close}>{t('crud.cancel')}</Button>
          <Button loading={busy === 'preview'} disabled={!count} onClick={() => void send('preview')}>
            {t('eg.preview')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'draw'}
            disabled={!count || preview === null || (warned && !warnReason.trim())}
            onClick={() => void send('draw')}
          >
            {t('eg.confirmDraw')}
          </Button>
        </Space>
      }
    >
      <CandidateFilterForm
        form={filterForm}
        name="eg_draw"
        onChange={(values) => {
          setFilter(values);
          setPreview(null);
        }}
      />
      <Form layout="inline" className="cbo-eg-filter" name="eg_draw_options">
        <Form.Item label={t('eg.drawCount')} htmlFor="eg_draw_count">
          <InputNumber
            id="eg_draw_count"
            min={1}
            max={Math.max(1, left)}
            precision={0}
            value={count}
            onChange={(value) => {
              setCount(value);
              setPreview(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('eg.seed')} tooltip={t('eg.seedHint')} htmlFor="eg_draw_seed">
          <Space.Compact>
            <Input
              id="eg_draw_seed"
              className="cbo-eg__seed"
              value={seed}
              maxLength={64}
              onChange={(event) => {
                setSeed(event.target.value);
                setPreview(null);
              }}
            />
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                setSeed(generatedSeed());
                setPreview(null);
              }}
            >
              {t('eg.generateSeed')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {preview && (
        <div className="cbo-eg__preview">
          <div className="cbo-eg__dialog-status">
            <span>{t('eg.pool', { count: preview.poolSize, seed: preview.seed })}</span>
          </div>
          <Table<ExpertCandidate>
            rowKey="expertId"
            size="small"
            aria-label={t('eg.candidates')}
            columns={candidateColumns(t)}
            dataSource={preview.drawn}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          {warned && (
            <label className="cbo-eg__warn-label" htmlFor="eg_draw_warn_reason">
              {t('eg.warnReason')}
            </label>
          )}
          {warned && (
            <Input.TextArea
              id="eg_draw_warn_reason"
              className="cbo-eg__warn-reason"
              placeholder={t('eg.reasonPlaceholder')}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 4 }}
              value={warnReason}
              onChange={(event) => setWarnReason(event.target.value)}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
