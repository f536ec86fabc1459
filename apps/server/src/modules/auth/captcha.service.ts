import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../plugins/cache/cache';
import type { AppConfig } from '../../plugins/config';
import type { ConfigService } from '../system/config/config.service';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Cache key of a captcha's answer. */
export const captchaKey = (uuid: string) => `captcha_codes:${uuid}`;

export class CaptchaService {
  constructor(
    private readonly cache: Cache,
    private readonly configs: ConfigService,
    private readonly config: Pick<AppConfig, 'captcha'>,
  ) {}

  /** APP_CAPTCHA forces the switch (automated tests, demos); else sys.account.captchaEnabled, empty = on. */
  async enabled(): Promise<boolean> {
    if (this.config.captcha) return this.config.captcha === 'on';
    return this.configs.flag('sys.account.captchaEnabled', true);
  }

  async type(): Promise<'math' | 'char'> {
    return (await this.configs.get('sys.account.captchaType'))?.trim() === 'char' ? 'char' : 'math';
  }

  async issue(): Promise<{ uuid: string; img: string; type: 'math' | 'char' }> {
    const type = await this.type();
    const captcha =
      type === 'math'
        ? svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+-', width: 160, height: 60, noise: 2 })
        : svgCaptcha.create({ size: 4, ignoreChars: '0oO1ilI', width: 160, height: 60, noise: 2 });
    const uuid = randomUUID().replaceAll('-', '');
    await this.cache.set(captchaKey(uuid), captcha.text.toLowerCase(), CAPTCHA_TTL_MS);
    return { uuid, img: Buffer.from(captcha.data).toString('base64'), type };
  }

  /** Single use, right or wrong: the stored answer is taken before it is compared. */
  async verify(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!uuid || !code) throw AppError.rule('auth.captchaRequired');
    const expected = await this.cache.take<string>(captchaKey(uuid));
    if (expected === undefined) throw AppError.rule('auth.captchaExpired');
    if (expected !== code.trim().toLowerCase()) throw AppError.rule('auth.captchaWrong');
  }
}
