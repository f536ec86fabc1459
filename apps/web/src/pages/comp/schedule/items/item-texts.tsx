import type { ScheduleKind } from '@cbo/contracts';
import { Tag } from 'antd';
import { useT } from '../../../../core/i18n';

/** A colour per kind, the same in the list and the timeline. */
export const KIND_COLORS: Record<ScheduleKind, string> = {
  registration: 'blue',
  audit: 'cyan',
  online_review: 'geekblue',
  training: 'green',
  roadshow: 'orange',
  final: 'red',
  publicity: 'purple',
  award_ceremony: 'gold',
};

export function KindTag({ kind }: { kind: ScheduleKind }) {
  const t = useT();
  return <Tag color={KIND_COLORS[kind]}>{t(`schedulePage.kind.${kind}`)}</Tag>;
}

export function VisibilityTag({ isPublic }: { isPublic: boolean }) {
  const t = useT();
  return (
    <Tag color={isPublic ? 'success' : 'default'}>{t(isPublic ? 'schedulePage.public' : 'schedulePage.internal')}</Tag>
  );
}

/** `2032-05-10 09:00:00` – `2032-05-10 17:30:00` as `2032-05-10 09:00–17:30`, or both ends in full. */
export function timeRange(startsAt: string, endsAt: string): string {
  const start = startsAt.slice(0, 16);
  const sameDay = startsAt.slice(0, 10) === endsAt.slice(0, 10);
  return sameDay ? `${start}–${endsAt.slice(11, 16)}` : `${start} – ${endsAt.slice(0, 16)}`;
}
