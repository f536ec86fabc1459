import { menuCatalogue } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { hasPage } from './page-modules';

describe('menus of the catalogue', () => {
  it('are seeded visible only when their page is built, so no menu opens an under-construction page', () => {
    const visibleWithoutPage = menuCatalogue
      .filter((entry) => entry.type === 'C' && entry.visible !== false && entry.component)
      .filter((entry) => !hasPage(entry.component ?? ''))
      .map((entry) => entry.code);
    expect(visibleWithoutPage).toEqual([]);
  });

  it('keep the unbuilt features in the catalogue, hidden, so their routes still resolve', () => {
    const hidden = menuCatalogue.filter((entry) => entry.visible === false).map((entry) => entry.code);
    expect(hidden).toEqual(expect.arrayContaining(['tool.build', 'tool.gen']));
  });
});
