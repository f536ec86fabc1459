import type { RoadshowPhase } from '@cbo/contracts';

/** A wire time (`yyyy-MM-dd HH:mm:ss`) as milliseconds, read in the browser's zone like every other. */
export function wireTimeMs(text: string): number {
  const [day = '', time = '00:00:00'] = text.trim().split(' ');
  const [year, month, date] = day.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, hours, minutes, seconds).getTime();
}

/**
 * How far the server's clock is ahead of the browser's (ms): its `serverNow` against the browser's
 * clock when the answer arrived. Both wire times are read in the same zone, so the zone cancels out.
 */
export function serverOffsetMs(serverNow: string, receivedAtMs: number): number {
  return wireTimeMs(serverNow) - receivedAtMs;
}

export interface CountdownInput {
  phase: RoadshowPhase;
  phaseStartedAt: string | null;
  pitchMinutes: number;
  qaMinutes: number;
  /** The browser's clock now (ms). */
  nowMs: number;
  /** serverOffsetMs of the last answer. */
  offsetMs: number;
}

export interface Countdown {
  /** `mm:ss` left, or `+mm:ss` over the phase's minutes. */
  text: string;
  /** Seconds left (negative once over). */
  remaining: number;
  /** In the last minute or over: the screen turns red. */
  urgent: boolean;
  overtime: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `mm:ss` of a number of seconds (minutes may pass 99). */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/**
 * The countdown of the current phase (pitch or Q&A) from when the phase started on the server's
 * clock; none while idle or scoring, or before the phase has a start.
 */
export function countdownOf(input: CountdownInput): Countdown | null {
  const minutes = input.phase === 'pitch' ? input.pitchMinutes : input.phase === 'qa' ? input.qaMinutes : null;
  if (minutes === null || input.phaseStartedAt === null) return null;
  const serverNowMs = input.nowMs + input.offsetMs;
  const elapsed = Math.floor((serverNowMs - wireTimeMs(input.phaseStartedAt)) / 1000);
  const remaining = minutes * 60 - Math.max(0, elapsed);
  if (remaining < 0) return { text: `+${clockText(-remaining)}`, remaining, urgent: true, overtime: true };
  return { text: clockText(remaining), remaining, urgent: remaining <= 60, overtime: false };
}
