/**
 * The real-name rule of 公示 objections (docs/domain.md 3.7: objections are under a real name,
 * anonymous ones are not accepted). A plausible Chinese name is 2 to 15 Chinese characters (a
 * middle dot between the parts of a transcribed name allowed); a plausible Latin name has at least
 * a given and a family name of letters. Placeholders such as 匿名 or 张某 are refused.
 */
const PLACEHOLDERS = new Set([
  '匿名',
  '无名',
  '无名氏',
  '佚名',
  '不详',
  '未知',
  '保密',
  '本人',
  '网友',
  '群众',
  '热心群众',
  '知情人',
  '知情者',
  '路人',
  '举报人',
  '测试',
  'anonymous',
  'anon',
  'unknown',
  'test',
  'none',
  'nobody',
  'noname',
  'no name',
  'john doe',
  'jane doe',
]);

/** Chinese stand-ins are refused inside a longer text too (热心群众甲, 匿名者). */
const CHINESE_PLACEHOLDERS = [...PLACEHOLDERS].filter((text) => /[\u4e00-\u9fa5]/.test(text));

const CHINESE_NAME = /^[\u4e00-\u9fa5]+(?:[·•][\u4e00-\u9fa5]+)*$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z'’.-]*(?: [A-Za-z][A-Za-z'’.-]*)+$/;

export function isPlausibleRealName(value: string): boolean {
  const name = value.trim().replace(/\s+/g, ' ');
  if (PLACEHOLDERS.has(name.toLowerCase())) return false;
  if (CHINESE_NAME.test(name)) {
    const letters = name.replace(/[·•]/g, '');
    // 张某, 李某某, 某人: a stand-in, not a name.
    if (letters.length < 2 || letters.length > 15 || letters.includes('某')) return false;
    return !CHINESE_PLACEHOLDERS.some((placeholder) => letters.includes(placeholder));
  }
  if (LATIN_NAME.test(name)) {
    const letters = name.replace(/[^A-Za-z]/g, '');
    // Each part needs a letter, and one letter repeated (aaa bbb) is not a name either.
    return letters.length >= 3 && new Set(letters.toLowerCase()).size > 1;
  }
  return false;
}
