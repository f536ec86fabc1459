import { PlusOutlined } from '@ant-design/icons';
import {
  EDITION_STAGE_KINDS,
  isTrackStageKind,
  STAGE_KINDS,
  type Stage,
  type StageKind,
  type Track,
} from '@cbo/contracts';
import { Alert, Button, Card, Empty, Flex, Form, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';
import { type StageRow, StageRowFields } from './stage-row';
import { useSetupList } from './use-setup-list';

const JUDGING_KINDS = STAGE_KINDS.filter(isTrackStageKind);

/** A part of the list: the edition-wide stages, or one track's judging ladder. */
interface Section {
  trackId: number | null;
  title: string;
  kinds: readonly StageKind[];
}

const toRow = ({ stageKind, trackId, stageName, seq, startAt, endAt }: StageRow): StageRow => ({
  stageKind,
  trackId: trackId ?? null,
  stageName,
  seq,
  startAt,
  endAt,
});

/**
 * The edition's stages (docs/adr/0018-judging-data-model.md): registration and the audit for the
 * whole edition, then one judging ladder per track, each a card of rows; adding offers the
 * section's next missing kind. The whole list is saved at once.
 */
export function StagesTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const kinds = useDict('comp_stage_kind');
  const { list, save } = useSetupList<Stage>(competitionId, 'stages', 'stages');
  const tracks = useSetupList<Track>(competitionId, 'tracks', 'tracks').list;
  const [form] = Form.useForm<{ stages: StageRow[] }>();
  const loading = list.isPending || tracks.isPending;

  useEffect(() => {
    if (list.data) form.setFieldsValue({ stages: list.data.map(toRow) });
  }, [list.data, form]);

  const labelOf = (kind: string) => kinds.options.find((option) => option.value === kind)?.label ?? kind;
  const sections: Section[] = [
    { trackId: null, title: t('comp.stage.editionWide'), kinds: EDITION_STAGE_KINDS },
    ...(tracks.data ?? []).map((track) => ({
      trackId: track.trackId,
      title: t('comp.stage.trackLadder', { track: track.trackName }),
      kinds: JUDGING_KINDS,
    })),
  ];
  const rowsOf = (): StageRow[] => form.getFieldValue('stages') ?? [];
  const inSection = (row: StageRow | undefined, section: Section) => (row?.trackId ?? null) === section.trackId;

  const addTo = (section: Section, add: (row: StageRow) => void) => {
    const rows = rowsOf();
    const own = rows.filter((row) => inSection(row, section));
    const used = new Set(own.map((row) => row.stageKind));
    const kind = section.kinds.find((candidate) => !used.has(candidate));
    if (!kind) return;
    // A track's ladder follows the edition-wide stages: its order numbers continue theirs.
    const ladder = section.trackId === null ? own : [...rows.filter((row) => row.trackId === null), ...own];
    const seq = ladder.reduce((max, row) => Math.max(max, Number(row.seq) || 0), 0) + 1;
    add({ stageKind: kind, trackId: section.trackId, stageName: labelOf(kind), seq, startAt: '', endAt: '' });
  };

  return (
    <Spin spinning={loading}>
      <Alert type="info" showIcon title={t('comp.stage.hint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        name="comp-stages"
        // The track is held in the list, not in a field of its own: read the rows whole.
        onFinish={() => save.mutate(rowsOf().map(toRow))}
      >
        <Form.List name="stages">
          {(fields, { add, remove }) => (
            <Flex vertical gap="middle">
              {fields.length === 0 && <Empty description={t('comp.stage.empty')} />}
              {sections.map((section) => {
                const own = fields.filter((field) => inSection(rowsOf()[field.name], section));
                const full = section.kinds.every((kind) =>
                  own.some((field) => rowsOf()[field.name]?.stageKind === kind),
                );
                return (
                  <Card
                    key={section.trackId ?? 'edition'}
                    size="small"
                    title={section.title}
                    className="cbo-comp-stage-section"
                    data-track={section.trackId ?? 'edition'}
                    extra={
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        disabled={loading || full}
                        onClick={() => addTo(section, add)}
                      >
                        {t('comp.stage.add')}
                      </Button>
                    }
                  >
                    {own.length === 0 && (
                      <Typography.Text type="secondary" className="cbo-comp-stage-section__none">
                        {t('comp.stage.noneHere')}
                      </Typography.Text>
                    )}
                    {own.map((field) => {
                      const current = rowsOf()[field.name]?.stageKind;
                      // A stage saved before stages were per track may hold a kind of the other part.
                      const allowed =
                        current && !section.kinds.includes(current) ? [...section.kinds, current] : section.kinds;
                      return (
                        <StageRowFields
                          key={field.key}
                          name={field.name}
                          kinds={allowed.map((kind) => ({ value: kind, label: labelOf(kind) }))}
                          onRemove={() => remove(field.name)}
                        />
                      );
                    })}
                  </Card>
                );
              })}
              {!tracks.isPending && (tracks.data ?? []).length === 0 && (
                <Alert type="warning" showIcon title={t('comp.stage.needTracks')} />
              )}
              <Flex justify="flex-end">
                <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => form.submit()}>
                  {t('comp.save')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Spin>
  );
}
