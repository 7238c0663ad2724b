import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { CLOCK, type Clock } from '../clock/clock.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { RateLimited, ValidationError } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';
import { CAPTCHA_DRAWER, type CaptchaDrawer } from './captcha.port';

/** The image captcha of the reset-password request (01 §3): shown as `img`, answered with `captchaKey`. */
export interface CaptchaChallenge {
  img: string;
  captchaKey: string;
}

/** The slide puzzle shown after too many failed logins (01 §4, §9). */
export interface SliderChallenge {
  sliderKey: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
  accuracy: number;
}

interface StoredSlider {
  x: number;
  issuedAt: number;
  client: string;
}

/** Length of the image captcha text. */
const CAPTCHA_TEXT_LENGTH = 4;

/**
 * Issues and checks both captchas on the server: answers live only in the cache, each challenge can be
 * answered once, and a solved slide puzzle yields a one-use pass for the next login of the same client.
 */
@injectable()
export class CaptchaService {
  constructor(
    @inject(CACHE) private readonly cache: Cache,
    @inject(CAPTCHA_DRAWER) private readonly drawer: CaptchaDrawer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** A new image captcha for `client` (its pictures count against the client's captcha limit). */
  async createCaptcha(client: string): Promise<CaptchaChallenge> {
    await this.countPicture(client);
    const { img, text } = await this.drawer.drawText(CAPTCHA_TEXT_LENGTH);
    const captchaKey = randomUUID();
    await this.cache.set(`captcha:${captchaKey}`, text.toLowerCase(), ACCOUNT_LIMITS.CAPTCHA_TTL_SECONDS);
    return { img, captchaKey };
  }

  /** One use: right or wrong, the challenge is gone afterwards. */
  async checkCaptcha(captchaKey: string, answer: string): Promise<void> {
    const expected = await this.cache.take<string>(`captcha:${captchaKey}`);
    if (!expected || expected !== answer.trim().toLowerCase()) {
      throw new ValidationError('account.captchaWrong', {}, [{ field: 'captcha', key: 'account.captchaWrong' }]);
    }
  }

  /** A new slide puzzle for `client` (a guarded account asks for one on every login try; each counts against the client's captcha limit). */
  async createSlider(client: string): Promise<SliderChallenge> {
    await this.countPicture(client);
    const { SLIDER_WIDTH: width, SLIDER_HEIGHT: height } = ACCOUNT_LIMITS;
    const puzzle = await this.drawer.drawSlidePuzzle(width, height);
    const sliderKey = randomUUID();
    await this.cache.set<StoredSlider>(`slider:${sliderKey}`, { x: puzzle.x, issuedAt: this.clock.now().getTime(), client }, ACCOUNT_LIMITS.SLIDER_TTL_SECONDS);
    return { sliderKey, background: puzzle.background, piece: puzzle.piece, y: puzzle.y, width, height, accuracy: ACCOUNT_LIMITS.SLIDER_ACCURACY_PX };
  }

  /**
   * Checks where the piece was dropped. Too fast ('Speed too fast, may be machine operation, please
   * verify again') or off by more than the accuracy fails, and the puzzle is used up either way.
   * Success returns a pass the same client presents with its next login.
   */
  async verifySlider(sliderKey: string, x: number, client: string): Promise<string> {
    const stored = await this.cache.take<StoredSlider>(`slider:${sliderKey}`);
    if (!stored || stored.client !== client) throw new ValidationError('account.sliderExpired');
    if (this.clock.now().getTime() - stored.issuedAt < ACCOUNT_LIMITS.SLIDER_MIN_SOLVE_MS) throw new ValidationError('account.sliderTooFast');
    if (Math.abs(x - stored.x) > ACCOUNT_LIMITS.SLIDER_ACCURACY_PX) throw new ValidationError('account.sliderWrong');
    const pass = randomUUID();
    await this.cache.set(`slider-pass:${pass}`, client, ACCOUNT_LIMITS.SLIDER_PASS_TTL_SECONDS);
    return pass;
  }

  /** Whether `pass` is one this client earned and has not used yet (it stays usable). */
  async hasPass(pass: string | undefined, client: string): Promise<boolean> {
    if (!pass) return false;
    return (await this.cache.get<string>(`slider-pass:${pass}`)) === client;
  }

  /** Uses up a pass; true only for a pass this client earned. */
  async usePass(pass: string | undefined, client: string): Promise<boolean> {
    if (!pass) return false;
    return (await this.cache.take<string>(`slider-pass:${pass}`)) === client;
  }

  /** Each picture costs a drawing: a client asking for them in a loop is stopped (ACCOUNT_RATE_LIMITS.captcha). */
  private async countPicture(client: string): Promise<void> {
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.captcha, client);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
  }
}
