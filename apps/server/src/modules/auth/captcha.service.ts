import { randomInt, randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../lib/app-error';
import { RateLimiter } from '../../lib/rate-limit';
import type { Cache } from '../../plugins/cache/cache';
import type { AppConfig } from '../../plugins/config';
import type { ConfigService } from '../system/config/config.service';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Cache key of a captcha's answer. */
export const captchaKey = (uuid: string) => `captcha_codes:${uuid}`;

/** Largest operand of a math captcha unless sys.account.captchaMathMax says otherwise. */
export const CAPTCHA_MATH_MAX = 99;
const MATH_MAX_LIMIT = 999;
const SIZE = { width: 160, height: 60 };

/**
 * svg-captcha renders any text with its built-in path font through its default export, which its
 * type declarations leave out; we pick the math question ourselves (below).
 */
const renderText = svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;

/**
 * A math question with operands 1..max drawn from the CSPRNG, sum or (never negative) difference.
 * With max 99 there are about 200 answers and none comes up more than about 1 time in 100,
 * where svg-captcha's own 1..9 had 26 answers and one of them won 6.8% of the time.
 */
export function mathQuestion(max: number): { equation: string; answer: string } {
  const a = randomInt(1, max + 1);
  const b = randomInt(1, max + 1);
  if (randomInt(2) === 0) return { equation: `${a}+${b}`, answer: String(a + b) };
  const [high, low] = a >= b ? [a, b] : [b, a];
  return { equation: `${high}-${low}`, answer: String(high - low) };
}

/**
 * The stock RuoYi-Vue3 client puts `img` under a fixed raster data: prefix, where an SVG shows
 * nothing; the SVG is drawn with paths, so no font is loaded (loading the system's costs ~15 ms).
 */
export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

export interface CaptchaProof {
  code?: string;
  uuid?: string;
}

export class CaptchaService {
  private readonly cache: Cache;
  private readonly configs: ConfigService;
  private readonly config: Pick<AppConfig, 'captcha'>;

  constructor({
    cache,
    configs,
    config,
  }: {
    cache: Cache;
    configs: ConfigService;
    config: Pick<AppConfig, 'captcha'>;
  }) {
    this.cache = cache;
    this.configs = configs;
    this.config = config;
  }

  /** APP_CAPTCHA forces the switch (automated tests, demos); else sys.account.captchaEnabled, empty = on. */
  async enabled(): Promise<boolean> {
    if (this.config.captcha) return this.config.captcha === 'on';
    return this.configs.flag('sys.account.captchaEnabled', true);
  }

  async type(): Promise<'math' | 'char'> {
    return (await this.configs.get('sys.account.captchaType'))?.trim() === 'char' ? 'char' : 'math';
  }

  /** Answers the base64 of a PNG (docs/wire-contract.md section 2, docs/adr/0014). */
  async issue(): Promise<{ uuid: string; img: string; type: 'math' | 'char' }> {
    const type = await this.type();
    let text: string;
    let svg: string;
    if (type === 'math') {
      const max = await this.configs.number('sys.account.captchaMathMax', CAPTCHA_MATH_MAX, 9);
      const question = mathQuestion(Math.min(Math.floor(max), MATH_MAX_LIMIT));
      text = question.answer;
      svg = renderText(question.equation, { ...SIZE, noise: 2 });
    } else {
      ({ text, data: svg } = svgCaptcha.create({ ...SIZE, size: 4, ignoreChars: '0oO1ilI', noise: 2 }));
    }
    const uuid = randomUUID().replaceAll('-', '');
    await this.cache.set(captchaKey(uuid), text.toLowerCase(), CAPTCHA_TTL_MS);
    return { uuid, img: svgToPng(svg).toString('base64'), type };
  }

  /** Single use, right or wrong: the stored answer is taken before it is compared. */
  async verify(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!uuid || !code) throw AppError.rule('auth.captchaRequired');
    const expected = await this.cache.take<string>(captchaKey(uuid));
    if (expected === undefined) throw AppError.rule('auth.captchaExpired');
    if (expected !== code.trim().toLowerCase()) throw AppError.rule('auth.captchaWrong');
  }
}

/**
 * Asks for a captcha once an address has made a few requests of one kind (SMS codes,
 * registrations) within the hour, whatever the captcha switch says: those requests cost money
 * (SMS) or create accounts, so scripts must pay for each one past the first few.
 */
export class CaptchaGate {
  private readonly counter: RateLimiter | undefined;

  /** `free`: requests per address and hour without a captcha (CAPTCHA_FREE_REQUESTS); 0 asks every time. */
  private readonly captcha: CaptchaService;

  constructor({
    cache,
    captcha,
    name,
    free,
  }: {
    cache: Cache;
    captcha: CaptchaService;
    name: string;
    free: number;
  }) {
    this.captcha = captcha;
    this.counter =
      free > 0 ? new RateLimiter({ cache, name: `captcha_gate_${name}`, max: free, windowMs: 60 * 60_000 }) : undefined;
  }

  async pass(ipaddr: string, proof: CaptchaProof): Promise<void> {
    if (this.counter && (await this.counter.hit(ipaddr)) === 'ok') return;
    await this.captcha.verify(proof.uuid, proof.code);
  }
}
