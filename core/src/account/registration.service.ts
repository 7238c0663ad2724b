import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import type { Locale } from '../i18n/locale';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { Conflict, Forbidden, RateLimited, ValidationError } from '../shared/errors';
import { SITE_SWITCHES_REPOSITORY, type SiteSwitchesRepository } from '../site/site-switches.repository';
import { WebsiteConfigService } from '../site/website-config.service';
import { ACCOUNT_LIMITS } from './account-limits';
import { codeMail } from './account-mail';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { USER_REPOSITORY, type UserRepository } from './user.repository';
import { VerificationCodes } from './verification-codes';

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  /** Required unless the site switch `registerWithoutEmailCode` is on. */
  code?: string;
}

/**
 * Registration (01 §5): an e-mailed code, a free username and address, the site's `register` switch. With
 * the site switch `registerWithoutEmailCode` on (our deviation, default off), no code is sent or asked for.
 */
@injectable()
export class RegistrationService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(VerificationCodes) private readonly codes: VerificationCodes,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(WebsiteConfigService) private readonly site: WebsiteConfigService,
    @inject(EVENT_BUS) private readonly events: EventBus,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
  ) {}

  /** Whether each given value is already taken (`check-username-or-email`). */
  async taken(input: { username?: string; email?: string }): Promise<{ username: boolean; email: boolean }> {
    const [byName, byEmail] = await Promise.all([
      input.username ? this.users.findByUsername(input.username.trim()) : undefined,
      input.email ? this.users.findByEmail(input.email.trim()) : undefined,
    ]);
    return { username: byName !== undefined, email: byEmail !== undefined };
  }

  /** Sends the registration code (`get-register-code`); the same address waits 60 s between codes. */
  async sendCode(email: string, ip: string, locale: Locale): Promise<{ email: string }> {
    await this.assertOpen();
    // nothing to mail when registering asks for no code (and no mail to send anyone on request)
    if (await this.withoutCode()) throw new ValidationError('account.registerCodeNotNeeded');
    const address = email.trim();
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.sendCode, ip);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    if (await this.users.findByEmail(address)) throw new Conflict('account.emailExists');
    const code = await this.codes.issue('register', address, ACCOUNT_LIMITS.REGISTER_CODE_RESEND_SECONDS);
    const config = await this.site.get();
    await this.mailer.send(codeMail('register', locale, address, { code, site: config.shortName }));
    return { email: address };
  }

  async register(input: RegisterInput, ip: string): Promise<void> {
    await this.assertOpen();
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.register, ip);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    const email = input.email.trim();
    const withCode = !(await this.withoutCode());
    if (withCode) {
      if (!input.code) throw new ValidationError('account.codeRequired', {}, [{ field: 'code', key: 'account.codeRequired' }]);
      await this.codes.consume('register', email, input.code);
    }
    const user = await this.users.create({ username: input.username.trim(), email, passwordHash: await this.hasher.hash(input.password), roles: ['default_user'] });
    if (withCode) await this.codes.clearWait('register', email);
    await this.events.publish('account.registered', { uid: user.uid, username: user.username });
  }

  private async withoutCode(): Promise<boolean> {
    return (await this.switches.get()).registerWithoutEmailCode;
  }

  private async assertOpen(): Promise<void> {
    if (!(await this.site.get()).register) throw new Forbidden('account.registerClosed');
  }
}
