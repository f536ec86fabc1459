import { describe, expect, it } from 'vitest';
import { escapeHtml, importFailure, repeatsInFile } from './import-runner';

describe('import runner', () => {
  it('escapes the five HTML characters once', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('reports every problem sorted by row, numbered and escaped, under a heading with the count', () => {
    const text = importFailure(
      [
        { row: 5, name: '', reason: 'b <bad>' },
        { row: 2, name: '', reason: 'a' },
      ],
      { failed: 'import.failed', rowFailed: 'import.rowFailed' },
      'en-US',
    );
    expect(text.split('<br/>')).toEqual([
      'the import failed: 2 rows are wrong:',
      '1. row 2 failed: a',
      '2. row 5 failed: b &lt;bad&gt;',
    ]);
  });

  it('cuts the lines at the limit with an ellipsis and pads the name when the report shows one', () => {
    const problems = [1, 2, 3].map((row) => ({ row, name: row === 1 ? 'x&y' : '', reason: 'r' }));
    const lines = importFailure(
      problems,
      { failed: 'user.importFailed', rowFailed: 'user.importRowFailed', withName: true, limit: 2 },
      'en-US',
    ).split('<br/>');
    expect(lines).toEqual([
      'the import failed: 3 rows are wrong:',
      '1. row 1 x&amp;y failed: r',
      '2. row 2 failed: r',
      '…',
    ]);
  });

  it('finds rows that repeat an earlier row, skipping empty values', () => {
    const rows = [
      { row: 2, value: { code: 'a' } },
      { row: 3, value: { code: '' } },
      { row: 4, value: { code: 'a' } },
      { row: 5, value: { code: '' } },
      { row: 6, value: { code: 'a' } },
    ];
    expect([...repeatsInFile(rows, (value) => value.code)]).toEqual([
      [4, 2],
      [6, 2],
    ]);
  });
});
