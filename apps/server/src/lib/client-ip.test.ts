import { describe, expect, it } from 'vitest';
import { clientIp, isInternalIp, normaliseIp } from './client-ip';

describe('clientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the headers say', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' };
    expect(clientIp(headers, '203.0.113.9', false)).toBe('203.0.113.9');
  });

  it('takes the first address of a multi-hop x-forwarded-for behind a trusted proxy', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.2, 10.0.0.1', 'x-real-ip': '10.0.0.1' };
    expect(clientIp(headers, '10.0.0.1', true)).toBe('198.51.100.7');
  });

  it('skips unknown entries and falls through the headers in the reference order', () => {
    expect(clientIp({ 'x-forwarded-for': 'unknown, 198.51.100.8' }, '10.0.0.1', true)).toBe('198.51.100.8');
    expect(clientIp({ 'x-forwarded-for': 'unknown', 'proxy-client-ip': '198.51.100.9' }, '10.0.0.1', true)).toBe(
      '198.51.100.9',
    );
    expect(clientIp({ 'proxy-client-ip': 'UNKNOWN', 'wl-proxy-client-ip': '198.51.100.10' }, undefined, true)).toBe(
      '198.51.100.10',
    );
    expect(clientIp({ 'x-real-ip': '198.51.100.11' }, '10.0.0.1', true)).toBe('198.51.100.11');
    expect(clientIp({}, '10.0.0.1', true)).toBe('10.0.0.1');
  });

  it('reads repeated headers and strips ports that proxies append', () => {
    expect(clientIp({ 'x-forwarded-for': ['unknown', '198.51.100.12'] }, undefined, true)).toBe('198.51.100.12');
    expect(clientIp({ 'x-forwarded-for': '198.51.100.13:51234' }, undefined, true)).toBe('198.51.100.13');
    expect(clientIp({ 'x-forwarded-for': '[2001:db8::1]:443' }, undefined, true)).toBe('2001:db8::1');
  });

  it('never lets header text that is not an address through', () => {
    const headers = { 'x-forwarded-for': '<script>alert(1)</script>', 'x-real-ip': `${'1'.repeat(300)}` };
    expect(clientIp(headers, '192.0.2.1', true)).toBe('192.0.2.1');
  });

  it('writes loopback and IPv4-mapped addresses as IPv4', () => {
    expect(clientIp({}, '::1', false)).toBe('127.0.0.1');
    expect(clientIp({}, '::ffff:127.0.0.1', false)).toBe('127.0.0.1');
    expect(clientIp({}, '::ffff:203.0.113.5', false)).toBe('203.0.113.5');
    expect(clientIp({ 'x-forwarded-for': '::FFFF:198.51.100.1' }, undefined, true)).toBe('198.51.100.1');
    expect(normaliseIp('0:0:0:0:0:0:0:1')).toBe('127.0.0.1');
    expect(normaliseIp('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('answers an empty string when the socket is gone and caps what it returns at 128 characters', () => {
    expect(clientIp({}, undefined, false)).toBe('');
    expect(clientIp({}, 'x'.repeat(500), false)).toHaveLength(128);
  });
});

describe('isInternalIp', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.1.1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
  ])('treats %s as internal', (ip) => {
    expect(isInternalIp(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '2001:db8::1',
    'fc::1',
    'fe00::1',
    '',
    'unknown',
  ])('treats %s as external', (ip) => {
    expect(isInternalIp(ip)).toBe(false);
  });
});
