import { inject, injectable } from 'inversify';
import type { Locale } from '../i18n/locale';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { RateLimited, ValidationError } from '../shared/errors';
import { WebsiteConfigService } from '../site/website-config.service';
import { ACCOUNT_LIMITS } from './account-limits';
import { codeMail } from './account-mail';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';
import { CaptchaService } from './captcha.service';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { SessionService } from './session.service';
import { USER_REPOSITORY, type UserRepository } from './user.repository';
import { VerificationCodes } from './verification-codes';

/**
 * Forgotten passwords (01 §4, §5): an image captcha and a known address get a code by e-mail (90 s
 * between codes); the code, used once, sets a new password and ends every session of the account.
 */
@injectable()
export class PasswordResetService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(VerificationCodes) private readonly codes: VerificationCodes,
    @inject(CaptchaService) private readonly captcha: CaptchaService,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(WebsiteConfigService) private readonly site: WebsiteConfigService,
  ) {}

  async apply(input: { email: string; captcha: string; captchaKey: string }, ip: string, locale: Locale): Promise<void> {
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.sendCode, ip);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    await this.captcha.checkCaptcha(input.captchaKey, input.captcha);
    const user = await this.users.findByEmail(input.email.trim());
    if (!user) throw new ValidationError('account.emailNotExist', {}, [{ field: 'email', key: 'account.emailNotExist' }]);
    const code = await this.codes.issue('reset-password', user.email, ACCOUNT_LIMITS.RESET_CODE_RESEND_SECONDS);
    const config = await this.site.get();
    const link = `${config.baseUrl.replace(/\/$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
    await this.mailer.send(codeMail('reset-password', locale, user.email, { code, site: config.shortName, link }));
  }

  async reset(input: { username: string; password: string; code: string }): Promise<void> {
    const user = await this.users.findByUsername(input.username.trim());
    if (!user) throw new ValidationError('account.usernameNotExist', {}, [{ field: 'username', key: 'account.usernameNotExist' }]);
    await this.codes.consume('reset-password', user.email, input.code);
    await this.users.updatePasswordHash(user.uid, await this.hasher.hash(input.password));
    await this.codes.clearWait('reset-password', user.email);
    await this.sessions.endAll(user.uid);
  }
}
