import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_APP_SECRET } from '../../test/test-secret';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration from the environment', () => {
  it('stops with a message naming the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), APP_CAPTCHA: 'maybe' })).toThrow(/APP_CAPTCHA/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x/y', APP_SECRET: TEST_APP_SECRET })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), BODY_LIMIT_MB: '-1' })).toThrow(/BODY_LIMIT_MB/);
  });

  it('takes PUBLIC_BASE_URL as an http(s) origin, defaulting to the server itself', () => {
    const defaulted = loadConfig({ DATA_DIR: tempDir(), PORT: '8123' });
    expect([defaulted.publicBaseUrl, defaulted.publicBaseUrlDefaulted]).toEqual(['http://localhost:8123', true]);
    const set = loadConfig({ DATA_DIR: tempDir(), PUBLIC_BASE_URL: 'https://contest.example.org' });
    expect([set.publicBaseUrl, set.publicBaseUrlDefaulted]).toEqual(['https://contest.example.org', false]);
    for (const bad of [
      'https://contest.example.org/',
      'https://contest.example.org/verify',
      'ftp://x.org',
      'contest',
    ]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_BASE_URL: bad })).toThrow(
        /PUBLIC_BASE_URL: must be an http\(s\) origin/,
      );
    }
  });

  it('requires APP_SECRET when DATABASE_URL is set, and rejects a short one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' })).toThrow(/APP_SECRET: required/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', APP_SECRET: 'short' })).toThrow(
      /APP_SECRET/,
    );
  });

  it('refuses a long but predictable APP_SECRET, naming it, and accepts random and the repository secrets', () => {
    const db = { DATABASE_URL: 'postgres://u:p@localhost/db' };
    for (const weak of [
      'a'.repeat(40),
      'ab'.repeat(20),
      'abcabcabcabcabcabcabcabcabcabcabcabc',
      'password'.repeat(5),
    ]) {
      expect(() => loadConfig({ ...db, APP_SECRET: weak })).toThrow(/APP_SECRET: too predictable/);
    }
    // The embedded default checks a given secret too.
    expect(() => loadConfig({ DATA_DIR: tempDir(), APP_SECRET: 'x'.repeat(40) })).toThrow(/APP_SECRET/);
    const fine = [
      TEST_APP_SECRET,
      'bench-only-secret-bench-only-secret-000',
      'openapi-generation-only-000000000000',
      // `openssl rand -base64 48` and `openssl rand -hex 16`
      'k3Vq9ZrT0mB8xWc1Yh5uJ2nL7pD4sF6gA0eR9tK3vQ8zX1cM5bN2wH7jU4yP6iO0',
      'ec19fd3f7dd9b279dde52e890e96d0c2',
    ];
    for (const secret of fine) expect(loadConfig({ ...db, APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it('generates the secret into DATA_DIR on the embedded default and keeps it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.appSecret.length).toBeGreaterThanOrEqual(48);
    expect(existsSync(join(dir, 'app-secret'))).toBe(true);
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first.appSecret);
  });

  it('uses the defaults and resolves relative paths against the repository root', () => {
    const config = loadConfig({ APP_SECRET: TEST_APP_SECRET, DATA_DIR: 'tmp-config-test' });
    expect(config.port).toBe(8080);
    expect(config.embedded).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toBe(join(REPO_ROOT, 'tmp-config-test'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
  });

  it('seeds demo data on PostgreSQL only with SEED_DEMO=1', () => {
    const base = { DATABASE_URL: 'postgres://u:p@localhost/db', APP_SECRET: TEST_APP_SECRET };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('leaves the demo data out of the embedded default with SEED_DEMO=false', () => {
    const base = { DATA_DIR: tempDir() };
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('sends SMS through the log provider unless configured, writing the outbox file only in test mode', () => {
    const base = { DATA_DIR: tempDir(), APP_SECRET: TEST_APP_SECRET };
    expect(loadConfig(base).sms).toMatchObject({
      provider: 'log',
      templateLogin: 'LOGIN_CODE',
      outbox: false,
      ipRateLimit: 10,
      timeoutMs: 5_000,
    });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).sms.outbox).toBe(true);
    expect(loadConfig({ ...base, SMS_OUTBOX: '1' }).sms.outbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SMS_OUTBOX: '1' }).sms.outbox).toBe(false);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ...base, SMS_ENDPOINT: 'ftp://x' })).toThrow(/SMS_ENDPOINT/);
  });

  it('requires the Alibaba Cloud credentials, sign name and template with SMS_PROVIDER=aliyun', () => {
    const base = { DATA_DIR: tempDir(), APP_SECRET: TEST_APP_SECRET, SMS_PROVIDER: 'aliyun' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMS_ACCESS_KEY_ID: 'id', SMS_SIGN_NAME: 'sign' })).toThrow(
      /SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER is aliyun\n\s+SMS_TEMPLATE_LOGIN/,
    );
    const sms = loadConfig({
      ...base,
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '大赛组委会',
      SMS_TEMPLATE_LOGIN: 'SMS_1',
    }).sms;
    expect(sms).toMatchObject({
      provider: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
      region: 'cn-hangzhou',
    });
  });
});
