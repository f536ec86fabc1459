import { describe, expect, it } from 'vitest';
import { menuCatalogue } from './menus';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('English titles of the menu catalogue', () => {
  it('every entry has one, without a CJK character, title-cased', () => {
    const missing = menuCatalogue.filter((entry) => !entry.titleEn || CJK.test(entry.titleEn)).map((e) => e.code);
    expect(missing).toEqual([]);
    const lower = menuCatalogue.filter((entry) => /(^|\s)[a-z]/.test(entry.titleEn ?? '')).map((e) => e.titleEn);
    expect(lower).toEqual([]);
  });

  it('names composite button titles by verb and noun', () => {
    const byCode = new Map(menuCatalogue.map((entry) => [entry.code, entry.titleEn]));
    expect(byCode.get('system.user')).toBe('Users');
    expect(byCode.get('system.user.query')).toBe('Query Users');
    expect(byCode.get('comp.notice.publish')).toBe('Publish Notices');
  });
});
