import type { RoadshowPhase, RoadshowStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import { type TranslationKey, useT } from '../../../core/i18n';

const STATUS_COLORS: Record<RoadshowStatus, string> = {
  planned: 'default',
  live: 'processing',
  closed: 'warning',
  published: 'success',
};

const PHASE_COLORS: Record<RoadshowPhase, string> = { idle: 'default', pitch: 'blue', qa: 'purple', scoring: 'gold' };

/** A text of the roadshow pages built from a stored value (every value has a text in both languages). */
export const roadshowKey = (text: string) => text as TranslationKey;

export function RoadshowStatusTag({ status }: { status: RoadshowStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]}>{t(roadshowKey(`roadshowPage.status.${status}`))}</Tag>;
}

export function RoadshowPhaseTag({ phase }: { phase: RoadshowPhase }) {
  const t = useT();
  return <Tag color={PHASE_COLORS[phase]}>{t(roadshowKey(`roadshowPage.phase.${phase}`))}</Tag>;
}

/** The console's and the presenter's paths (app/static-routes.tsx). */
export const roadshowConsolePath = (sessionId: number) => `/schedule/roadshow/${sessionId}`;
export const roadshowPresenterPath = (sessionId: number) => `/schedule/roadshow/${sessionId}/presenter`;
export const ROADSHOWS_TAB_PATH = '/comp/schedule?tab=roadshows';
