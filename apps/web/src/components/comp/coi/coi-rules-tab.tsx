import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  COI_REGION_LEVELS,
  COI_YEARS_MAX,
  type CoiRuleRow,
  coiRuleKinds,
  getCoiRules,
  resetCoiRules,
  saveCoiRules,
} from '@cbo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Flex,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useLocale, useT } from '../../../core/i18n';

/**
 * An edition's conflict-of-interest rules (docs/conflicts-of-interest.md): one row per kind with its
 * severity, its parameter (region level, years) and its switch, saved as a whole set.
 */
export function CoiRulesTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const canEdit = useAccess().hasPermi('comp:coi:edit');
  const params = { competitionId };
  const set = useQuery({
    queryKey: queryKeyOf(getCoiRules, { params }),
    queryFn: async () => (await api(getCoiRules, { params })).data,
  });
  const [rules, setRules] = useState<CoiRuleRow[]>([]);
  useEffect(() => {
    if (set.data) setRules(set.data.rules);
  }, [set.data]);

  const save = useMutation({
    mutationFn: async () => (await api(saveCoiRules, { params, body: { rules } })).data,
    onSuccess: (saved) => {
      setRules(saved.rules);
      message.success(t('coi.rules.saved'));
    },
  });
  const reset = useMutation({
    mutationFn: async () => (await api(resetCoiRules, { params })).data,
    onSuccess: (saved) => {
      setRules(saved.rules);
      message.success(t('coi.rules.resetDone'));
    },
  });
  const change = (kind: string, patch: Partial<CoiRuleRow>) =>
    setRules((current) => current.map((rule) => (rule.kind === kind ? { ...rule, ...patch } : rule)));
  const busy = save.isPending || reset.isPending;

  const paramCell = (rule: CoiRuleRow) => {
    if (rule.kind === 'same_region')
      return (
        <Select
          size="small"
          aria-label={t('coi.rules.params')}
          style={{ minWidth: 130 }}
          disabled={!canEdit || busy}
          value={rule.params.regionLevel ?? 3}
          onChange={(regionLevel) => change(rule.kind, { params: { regionLevel } })}
          options={COI_REGION_LEVELS.map((level) => ({ value: level, label: t(`coi.level.${level}`) }))}
        />
      );
    if (rule.kind === 'employer_within_years')
      return (
        <InputNumber
          size="small"
          aria-label={t('coi.years')}
          min={1}
          max={COI_YEARS_MAX}
          precision={0}
          disabled={!canEdit || busy}
          value={rule.params.years ?? 3}
          suffix={t('coi.yearsSuffix')}
          onChange={(years) => change(rule.kind, { params: { years: years ?? 1 } })}
        />
      );
    return <Typography.Text type="secondary">{t('coi.noParams')}</Typography.Text>;
  };

  const saved = set.data;
  return (
    <Spin spinning={set.isPending}>
      <Alert type="info" showIcon title={t('coi.rules.hint')} style={{ marginBottom: 12 }} />
      <Table<CoiRuleRow>
        size="small"
        rowKey="kind"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rules}
        columns={[
          {
            key: 'kind',
            title: t('coi.rules.kind'),
            render: (_value, rule) => coiRuleKinds[rule.kind].name[locale],
          },
          {
            key: 'severity',
            title: t('coi.rules.severity'),
            render: (_value, rule) => (
              <Select
                size="small"
                aria-label={t('coi.rules.severity')}
                style={{ minWidth: 96 }}
                disabled={!canEdit || busy}
                value={rule.severity}
                onChange={(severity) => change(rule.kind, { severity })}
                options={[
                  { value: 'block', label: t('coi.severity.block') },
                  { value: 'warn', label: t('coi.severity.warn') },
                ]}
              />
            ),
          },
          { key: 'params', title: t('coi.rules.params'), render: (_value, rule) => paramCell(rule) },
          {
            key: 'enabled',
            title: t('coi.rules.enabled'),
            render: (_value, rule) => (
              <Switch
                size="small"
                aria-label={`${t('coi.rules.enabled')} ${coiRuleKinds[rule.kind].name[locale]}`}
                disabled={!canEdit || busy}
                checked={rule.enabled}
                onChange={(enabled) => change(rule.kind, { enabled })}
              />
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">
          {saved?.updateTime
            ? t('coi.rules.lastSaved', { by: saved.updateBy ?? '', at: saved.updateTime })
            : t('coi.rules.neverSaved')}
        </Typography.Text>
        {canEdit && (
          <Space wrap>
            <Popconfirm title={t('coi.rules.resetConfirm')} onConfirm={() => reset.mutate()} disabled={busy}>
              <Button icon={<UndoOutlined />} loading={reset.isPending} disabled={save.isPending}>
                {t('coi.rules.reset')}
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={reset.isPending || rules.length === 0}
              onClick={() => save.mutate()}
            >
              {t('coi.rules.save')}
            </Button>
          </Space>
        )}
      </Flex>
    </Spin>
  );
}
