import { describe, expect, it } from 'vitest';
import { clockText, countdownOf, serverOffsetMs, wireTimeMs } from './countdown';

const at = (text: string) => wireTimeMs(text);
const base = { pitchMinutes: 8, qaMinutes: 7, offsetMs: 0 };

describe('the presenter countdown', () => {
  it('counts the pitch minutes down from the phase start', () => {
    const started = '2026-11-26 10:00:00';
    expect(countdownOf({ ...base, phase: 'pitch', phaseStartedAt: started, nowMs: at(started) })).toEqual({
      text: '08:00',
      remaining: 480,
      urgent: false,
      overtime: false,
    });
    const later = countdownOf({ ...base, phase: 'pitch', phaseStartedAt: started, nowMs: at('2026-11-26 10:03:15') });
    expect(later?.text).toBe('04:45');
    expect(later?.urgent).toBe(false);
  });

  it('uses the Q&A minutes in the Q&A phase and turns urgent in the last minute', () => {
    const started = '2026-11-26 10:08:30';
    expect(countdownOf({ ...base, phase: 'qa', phaseStartedAt: started, nowMs: at(started) })?.text).toBe('07:00');
    const last = countdownOf({ ...base, phase: 'qa', phaseStartedAt: started, nowMs: at('2026-11-26 10:14:31') });
    expect(last).toMatchObject({ text: '00:59', urgent: true, overtime: false });
  });

  it('shows the overtime after zero', () => {
    const started = '2026-11-26 10:00:00';
    const zero = countdownOf({ ...base, phase: 'pitch', phaseStartedAt: started, nowMs: at('2026-11-26 10:08:00') });
    expect(zero).toMatchObject({ text: '00:00', overtime: false, urgent: true });
    const over = countdownOf({ ...base, phase: 'pitch', phaseStartedAt: started, nowMs: at('2026-11-26 10:09:05') });
    expect(over).toMatchObject({ text: '+01:05', remaining: -65, overtime: true, urgent: true });
  });

  it("runs on the server's clock: the browser's own clock may be off", () => {
    const started = '2026-11-26 10:00:00';
    // The browser runs 90 s behind the server: when it received serverNow 10:02:00 its clock read 10:00:30.
    const offsetMs = serverOffsetMs('2026-11-26 10:02:00', at('2026-11-26 10:00:30'));
    expect(offsetMs).toBe(90_000);
    const view = countdownOf({
      ...base,
      offsetMs,
      phase: 'pitch',
      phaseStartedAt: started,
      nowMs: at('2026-11-26 10:00:30'),
    });
    expect(view?.text).toBe('06:00');
  });

  it('has none while idle or scoring, or without a start', () => {
    const nowMs = at('2026-11-26 10:00:00');
    expect(countdownOf({ ...base, phase: 'idle', phaseStartedAt: null, nowMs })).toBeNull();
    expect(countdownOf({ ...base, phase: 'scoring', phaseStartedAt: '2026-11-26 09:59:00', nowMs })).toBeNull();
    expect(countdownOf({ ...base, phase: 'pitch', phaseStartedAt: null, nowMs })).toBeNull();
  });

  it('writes minutes and seconds with two digits', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(6000)).toBe('100:00');
  });
});
