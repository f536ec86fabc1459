import { describe, expect, it } from 'vitest';
import { translate } from '../core/i18n';
import type { RouteHandle } from '../core/routing/route-handle';
import { GUARDED_ROUTES, layoutRoutes } from './static-routes';

describe('the static and guarded routes', () => {
  it('have titles that tell them apart, in both languages', () => {
    const keys = [
      ...layoutRoutes.flatMap((route) => {
        const key = (route.handle as RouteHandle | undefined)?.titleKey;
        return key ? [key] : [];
      }),
      ...GUARDED_ROUTES.map((route) => route.titleKey),
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const titles = keys.map((key) => translate(key, locale));
      expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    }
    expect(keys).toEqual(expect.arrayContaining(['route.finishedDetail', 'route.myProcessDetail']));
  });
});
