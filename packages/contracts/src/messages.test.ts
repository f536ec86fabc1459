import { describe, expect, it } from 'vitest';
import { judgingMessages } from './judging-messages';
import { LOCALES } from './locale';
import { formatMessage, isMessageKey, messages } from './message-catalogue';
import { coreMessages } from './messages';
import { applicationWebMessages } from './web-messages/application';
import { auditWebMessages } from './web-messages/audit';
import { awardsWebMessages } from './web-messages/awards';
import { coiWebMessages } from './web-messages/coi';
import { competitionWebMessages } from './web-messages/competition';
import { crudWebMessages } from './web-messages/crud';
import { dictWebMessages } from './web-messages/dict';
import { expertWebMessages } from './web-messages/expert';
import { expertGroupWebMessages } from './web-messages/expert-group';
import { formBuilderWebMessages } from './web-messages/form-builder';
import { formsWebMessages } from './web-messages/forms';
import { groupingWebMessages } from './web-messages/grouping';
import { webMessages } from './web-messages/index';
import { jobWebMessages } from './web-messages/job';
import { menuWebMessages } from './web-messages/menu';
import { monitorWebMessages } from './web-messages/monitor';
import { monitorStatusWebMessages } from './web-messages/monitor-status';
import { myReviewWebMessages } from './web-messages/my-review';
import { noticeWebMessages } from './web-messages/notice';
import { noticeBoardWebMessages } from './web-messages/notice-board';
import { pageWebMessages } from './web-messages/pages';
import { profileWebMessages } from './web-messages/profile';
import { promotionWebMessages } from './web-messages/promotion';
import { ratingWebMessages } from './web-messages/rating';
import { reportWebMessages } from './web-messages/report';
import { reviewAssignmentWebMessages } from './web-messages/review-assignments';
import { roadshowWebMessages } from './web-messages/roadshow';
import { roleWebMessages } from './web-messages/role';
import { rubricWebMessages } from './web-messages/rubric';
import { scheduleWebMessages } from './web-messages/schedule';
import { scoringWebMessages } from './web-messages/scoring';
import { sessionWebMessages } from './web-messages/session';
import { shellWebMessages } from './web-messages/shell';
import { smsTemplateWebMessages } from './web-messages/sms-template';
import { systemWebMessages } from './web-messages/system';
import { tagsWebMessages } from './web-messages/tags';
import { taskinfoWebMessages } from './web-messages/taskinfo';
import { uploadWebMessages } from './web-messages/upload';

type Catalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Texts left empty on purpose: English puts nothing after the pager's "Go to [n]". */
const DELIBERATELY_EMPTY = new Set(['crud.pager.gotoSuffix en-US']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every key whose texts are missing, empty, stray-braced or disagree on their placeholders. */
function problems(catalogue: Catalogue): string[] {
  return Object.entries(catalogue).flatMap(([key, texts]) => {
    const found: string[] = [];
    const locales = Object.keys(texts).sort();
    if (JSON.stringify(locales) !== JSON.stringify([...LOCALES].sort())) found.push(`locales ${locales.join(', ')}`);
    for (const locale of LOCALES) {
      const text = texts[locale];
      if (typeof text !== 'string') continue;
      if (text.trim() === '' && !DELIBERATELY_EMPTY.has(`${key} ${locale}`)) found.push(`empty ${locale}`);
      // `{ name}` is no placeholder and would show as typed; literal JSON (`{"id": 1}`) is fine.
      if (/\{\s+\w+\s*\}|\{\w+\s+\}/.test(text)) found.push(`spaced placeholder in ${locale}`);
    }
    const [zh, en] = [placeholders(texts['zh-CN'] ?? ''), placeholders(texts['en-US'] ?? '')];
    if (JSON.stringify(zh) !== JSON.stringify(en)) found.push(`placeholders zh-CN {${zh}} vs en-US {${en}}`);
    return found.map((problem) => `${key}: ${problem}`);
  });
}

const webAreas: Record<string, Catalogue> = {
  sessionWebMessages,
  uploadWebMessages,
  crudWebMessages,
  shellWebMessages,
  systemWebMessages,
  roleWebMessages,
  menuWebMessages,
  profileWebMessages,
  noticeWebMessages,
  tagsWebMessages,
};
const pageAreas: Record<string, Catalogue> = {
  monitorWebMessages,
  dictWebMessages,
  judgingMessages,
  noticeBoardWebMessages,
  jobWebMessages,
  monitorStatusWebMessages,
  competitionWebMessages,
  applicationWebMessages,
  auditWebMessages,
  smsTemplateWebMessages,
  groupingWebMessages,
  coiWebMessages,
  expertWebMessages,
  expertGroupWebMessages,
  rubricWebMessages,
  taskinfoWebMessages,
  reviewAssignmentWebMessages,
  scoringWebMessages,
  myReviewWebMessages,
  ratingWebMessages,
  promotionWebMessages,
  awardsWebMessages,
  scheduleWebMessages,
  roadshowWebMessages,
  reportWebMessages,
  formBuilderWebMessages,
  formsWebMessages,
};

describe('the message catalogue', () => {
  it('has a non-empty zh-CN and en-US text for every key, with the same placeholders', () => {
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect(problems(messages)).toEqual([]);
  });

  it('fills placeholders in the chosen language and leaves unknown ones visible', () => {
    expect(formatMessage('error.invalidField', 'zh-CN', { field: 'userName', problem: '不能为空' })).toBe(
      '参数 userName 不正确：不能为空',
    );
    expect(formatMessage('error.bodyTooLarge', 'en-US', { limit: 10 })).toBe(
      'the request is too large, the limit is 10 MB',
    );
    expect(formatMessage('error.notFound', 'en-US', { url: { 'zh-CN': '地址', 'en-US': 'address' } })).toBe(
      'no such endpoint: address',
    );
    expect(formatMessage('error.notFound', 'zh-CN')).toBe('请求地址不存在：{url}');
  });

  it('knows only its own keys, not those an object inherits', () => {
    expect(isMessageKey('common.ok')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
  });
});

describe('the web texts', () => {
  it('have a non-empty zh-CN and en-US text for every key, with the same placeholders', () => {
    expect(problems(webMessages)).toEqual([]);
    expect(problems(pageWebMessages)).toEqual([]);
  });

  it('never define a key in two areas, where the later area would silently replace the text', () => {
    const owners = new Map<string, string[]>();
    for (const [area, catalogue] of Object.entries({ ...webAreas, ...pageAreas })) {
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const twice = [...owners].filter(([, areas]) => areas.length > 1).map(([key, areas]) => `${key}: ${areas}`);
    expect(twice).toEqual([]);
    // Every area is listed above: the merged catalogues hold exactly the listed areas' keys.
    const listed = (areas: Record<string, Catalogue>) => Object.values(areas).flatMap((area) => Object.keys(area));
    expect(Object.keys(webMessages).sort()).toEqual(listed(webAreas).sort());
    expect(Object.keys(pageWebMessages).sort()).toEqual(listed(pageAreas).sort());
  });

  it('never shadow a server message, which the web looks up after its own texts', () => {
    // The judging refusals travel with the pages' texts as they are: the server's own entries.
    const pageOwn = Object.keys(pageWebMessages).filter((key) => !Object.hasOwn(judgingMessages, key));
    const shadowing = [...Object.keys(webMessages), ...pageOwn].filter((key) => Object.hasOwn(messages, key));
    expect(shadowing).toEqual([]);
    for (const key of Object.keys(judgingMessages)) {
      expect(pageWebMessages[key as keyof typeof pageWebMessages]).toBe(messages[key as keyof typeof messages]);
    }
    // The two parts of the server catalogue never share a key.
    expect(Object.keys(judgingMessages).filter((key) => Object.hasOwn(coreMessages, key))).toEqual([]);
  });
});
