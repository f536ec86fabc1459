import { describe, expect, it } from 'vitest';
import { runSummary } from './run-summary';

describe('run summary', () => {
  it("keeps the task's words after the job's name and duration", () => {
    expect(runSummary({ jobName: '回显', jobMessage: '回显 总共耗时：12毫秒；hello；world' })).toBe('hello；world');
  });

  it('keeps a message of another form whole', () => {
    expect(runSummary({ jobName: '回显', jobMessage: '回显 总共耗时：12毫秒' })).toBe('回显 总共耗时：12毫秒');
    expect(runSummary({ jobName: '回显', jobMessage: '别的任务 总共耗时：1毫秒；x' })).toBe(
      '别的任务 总共耗时：1毫秒；x',
    );
  });
});
