import { describe, expect, it } from 'vitest';
import { ipLocation } from './ip-location';

describe('ipLocation', () => {
  it('names loopback and private addresses 内网IP without a lookup', () => {
    const refuse = () => {
      throw new Error('no lookup for internal addresses');
    };
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', 'fd00::1', '']) {
      expect(ipLocation(ip, refuse)).toBe('内网IP');
    }
  });

  it('places public addresses from the bundled offline database: province and city in China, else the country', () => {
    expect(ipLocation('120.24.78.68')).toBe('广东省 深圳市');
    expect(ipLocation('114.114.114.114')).toBe('江苏省 南京市');
    expect(ipLocation('8.8.8.8')).toBe('美国');
    expect(ipLocation('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('广东省 广州市');
  });

  it('answers 未知 when the database has nothing or fails, and 内网IP for ranges it reserves', () => {
    expect(ipLocation('203.0.113.9', () => null)).toBe('未知');
    expect(ipLocation('203.0.113.9', () => ({ country: '0', province: '0', city: '0' }))).toBe('未知');
    expect(
      ipLocation('203.0.113.9', () => {
        throw new Error('broken database');
      }),
    ).toBe('未知');
    expect(ipLocation('100.64.0.1')).toBe('内网IP');
    expect(ipLocation('2001:4860:4860::8888')).toBe('未知');
  });
});
