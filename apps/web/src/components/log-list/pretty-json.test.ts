import { describe, expect, it } from 'vitest';
import { prettyJson } from './pretty-json';

describe('prettyJson', () => {
  it('indents JSON objects and arrays', () => {
    expect(prettyJson('{"userId":4,"password":"******"}')).toBe('{\n  "userId": 4,\n  "password": "******"\n}');
    expect(prettyJson('[1,{"a":null}]')).toBe('[\n  1,\n  {\n    "a": null\n  }\n]');
  });

  it('keeps text that is not JSON, such as a capped value, and answers nothing for nothing', () => {
    expect(prettyJson('{"remark":"xxx…')).toBe('{"remark":"xxx…');
    expect(prettyJson('')).toBe('');
    expect(prettyJson(null)).toBe('');
    expect(prettyJson('  ')).toBe('');
  });
});
