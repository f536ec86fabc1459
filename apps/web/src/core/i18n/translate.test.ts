import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it('reads page strings from the web catalogue in each locale', () => {
    expect(translate('app.backHome', 'zh-CN')).toBe('返回首页');
    expect(translate('app.backHome', 'en-US')).toBe('Back to home');
  });

  it('reads shared messages from the contracts catalogue and fills placeholders', () => {
    expect(translate('client.statusError', 'zh-CN', { status: 502 })).toBe('系统接口502异常');
    expect(translate('error.notFound', 'en-US', { url: '/x' })).toBe('no such endpoint: /x');
  });
});
