import { describe, expect, it } from 'vitest';
import { MASK, maskedJson, maskSecrets, maskText } from './mask';

describe('maskSecrets', () => {
  it('hides secrets by key name at any depth', () => {
    expect(
      maskSecrets({
        username: 'admin',
        password: 'admin123',
        oldPassword: 'x',
        nested: { token: 'abc', appSecret: 's', list: [{ apiKey: 'k', smsCode: '123456' }] },
      }),
    ).toEqual({
      username: 'admin',
      password: MASK,
      oldPassword: MASK,
      nested: { token: MASK, appSecret: MASK, list: [{ apiKey: MASK, smsCode: MASK }] },
    });
  });

  it('masks mobile and ID numbers by key and wherever they appear in text', () => {
    expect(maskSecrets({ phonenumber: '13800000001', mobile: '+86 138', idCard: '11010519491231002X' })).toEqual({
      phonenumber: '138****0001',
      mobile: `+86${MASK}`,
      idCard: '110105********002X',
    });
    expect(maskText('call 13912345678 or id 110105194912310021 now')).toBe(
      'call 139****5678 or id 110105********0021 now',
    );
    // Longer digit runs are not mistaken for a mobile number.
    expect(maskText('order 213912345678901')).toBe('order 213912345678901');
  });

  it('caps the JSON at 2000 characters', () => {
    const text = maskedJson({ remark: 'x'.repeat(5000) });
    expect(text.length).toBe(2000);
    expect(text.endsWith('…')).toBe(true);
    expect(maskedJson(undefined)).toBe('');
  });

  it('never cuts through an emoji, which no UTF-8 column could store', () => {
    // '{"remark":"' is 11 units, so the 2000-unit cut falls inside a pair with either padding.
    for (const pad of ['', 'x']) {
      const text = maskedJson({ remark: `${pad}${'😀'.repeat(1500)}` });
      expect(text.length).toBeLessThanOrEqual(2000);
      expect(text.endsWith('…')).toBe(true);
      expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
    }
  });
});
