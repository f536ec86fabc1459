import { type AwardLevel, addAwardLevel, editAwardLevel, getCompetition } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSponsorOptions } from '../../../../components/comp/use-sponsors';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

export interface TrackOption {
  trackId: number;
  trackName: string;
}

interface Values {
  name: string;
  trackId: number;
  kind: 'ranked' | 'special';
  rankOrder: number;
  count: number | null;
  minScore: number | null;
  sponsorId: number | null;
}

/** The edition's sponsors (its settings name them), for a special award; every sponsor if the edition cannot be read. */
function useEditionSponsors(competitionId: number) {
  const sponsors = useSponsorOptions();
  const edition = useQuery({
    queryKey: queryKeyOf(getCompetition, { competitionId }),
    queryFn: async () => (await api(getCompetition, { params: { competitionId }, quiet: true })).data,
    retry: false,
  });
  return useMemo(() => {
    const all = sponsors.data ?? [];
    const named = edition.data ? new Set(edition.data.sponsorIds) : null;
    return {
      loading: sponsors.isLoading || edition.isLoading,
      options: (named ? all.filter((sponsor) => named.has(sponsor.sponsorId)) : all).map((sponsor) => ({
        value: sponsor.sponsorId,
        label: sponsor.sponsorName,
      })),
    };
  }, [sponsors.data, sponsors.isLoading, edition.data, edition.isLoading]);
}

/** Adds or edits an award level: a ranked one has an order and a count or minimum score, a special one a sponsor. */
export function AwardLevelModal({
  competitionId,
  tracks,
  level,
  defaultTrackId,
  open,
  onClose,
  onSaved,
}: {
  competitionId: number;
  tracks: readonly TrackOption[];
  /** null: a new level. */
  level: AwardLevel | null;
  defaultTrackId: number | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? level?.kind ?? 'ranked';
  const sponsors = useEditionSponsors(competitionId);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      level
        ? {
            name: level.name,
            trackId: level.trackId ?? 0,
            kind: level.kind,
            rankOrder: level.rankOrder,
            count: level.count,
            minScore: level.minScore,
            sponsorId: level.sponsorId,
          }
        : {
            name: '',
            trackId: defaultTrackId ?? 0,
            kind: 'ranked',
            rankOrder: 1,
            count: null,
            minScore: null,
            sponsorId: null,
          },
    );
  }, [open, level, defaultTrackId, form]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const special = values.kind === 'special';
    const body = {
      competitionId,
      trackId: values.trackId === 0 ? null : values.trackId,
      name: values.name.trim(),
      kind: values.kind,
      rankOrder: values.rankOrder ?? 1,
      count: special ? null : (values.count ?? null),
      minScore: special ? null : (values.minScore ?? null),
      sponsorId: special ? values.sponsorId : null,
    };
    setSaving(true);
    try {
      if (level) await api(editAwardLevel, { body: { ...body, levelId: level.levelId } });
      else await api(addAwardLevel, { body });
      message.success(t('awardsPage.level.saved'));
      onSaved();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(level ? 'awardsPage.level.editTitle' : 'awardsPage.level.addTitle')}
      okText={t('awardsPage.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="comp_award_level" layout="vertical">
        <Form.Item
          name="name"
          label={t('awardsPage.level.name')}
          rules={[{ required: true, whitespace: true, message: t('awardsPage.level.nameRequired') }]}
        >
          <Input maxLength={50} placeholder={t('awardsPage.level.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="trackId" label={t('awardsPage.level.track')}>
          <Select
            options={[
              { value: 0, label: t('awardsPage.allTracks') },
              ...tracks.map((track) => ({ value: track.trackId, label: track.trackName })),
            ]}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('awardsPage.level.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'ranked', label: t('awardsPage.kind.ranked') },
              { value: 'special', label: t('awardsPage.kind.special') },
            ]}
          />
        </Form.Item>
        <Form.Item name="rankOrder" label={t('awardsPage.level.rankOrder')} extra={t('awardsPage.level.rankOrderHint')}>
          <InputNumber min={1} max={99} precision={0} style={{ width: 120 }} />
        </Form.Item>
        {kind === 'ranked' ? (
          <div className="cbo-awards__pair">
            <Form.Item name="count" label={t('awardsPage.level.count')} extra={t('awardsPage.level.countHint')}>
              <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="minScore"
              label={t('awardsPage.level.minScore')}
              extra={t('awardsPage.level.minScoreHint')}
            >
              <InputNumber min={0} max={100000} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        ) : (
          <Form.Item
            name="sponsorId"
            label={t('awardsPage.level.sponsor')}
            rules={[{ required: true, message: t('awardsPage.level.sponsorRequired') }]}
            extra={!sponsors.loading && sponsors.options.length === 0 ? t('awardsPage.level.noSponsors') : undefined}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={sponsors.loading}
              options={sponsors.options}
              aria-label={t('awardsPage.level.sponsor')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
