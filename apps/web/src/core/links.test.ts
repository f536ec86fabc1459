import { describe, expect, it } from 'vitest';
import { isExternal } from './links';

describe('link detection', () => {
  it('treats http(s):, mailto: and tel: as external', () => {
    for (const link of ['http://example.com', 'https://example.com/a', 'mailto:a@b.c', 'tel:10086']) {
      expect(isExternal(link), link).toBe(true);
    }
  });

  it('treats app paths and other schemes as internal', () => {
    for (const link of ['/system/user', 'user', 'index', 'ftp://host', 'javascript:alert(1)', 'www.example.com']) {
      expect(isExternal(link), link).toBe(false);
    }
  });
});
