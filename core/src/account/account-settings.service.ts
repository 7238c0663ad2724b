import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import type { Locale } from '../i18n/locale';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { Conflict, NotFound, RateLimited, ValidationError } from '../shared/errors';
import { WebsiteConfigService } from '../site/website-config.service';
import { ACCOUNT_LIMITS } from './account-limits';
import { codeMail } from './account-mail';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { SessionService } from './session.service';
import { userInfoOf, type EditableProfile, type User, type UserInfo } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';
import { VerificationCodes } from './verification-codes';

/** The fields `change-userInfo` may change; everything else in its body (roles, username, ...) is ignored. */
export const EDITABLE_PROFILE_FIELDS: ReadonlyArray<keyof EditableProfile> = [
  'nickname', 'gender', 'school', 'course', 'signature', 'github', 'blog', 'cfUsername', 'number', 'realname', 'mobile',
];

/** A signed-in user changing their own account (01 §5 'Account change'). */
@injectable()
export class AccountSettingsService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(VerificationCodes) private readonly codes: VerificationCodes,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(WebsiteConfigService) private readonly site: WebsiteConfigService,
    @inject(EVENT_BUS) private readonly events: EventBus,
    @inject(SessionService) private readonly sessions: SessionService,
  ) {}

  /**
   * Changes the password and ends the user's other sessions (whoever signed in with the old password is
   * signed out); the session the change was made in stays.
   */
  async changePassword(uid: string, oldPassword: string, newPassword: string, currentToken: string): Promise<void> {
    const user = await this.checkedPassword(uid, oldPassword, 'oldPassword');
    if (oldPassword === newPassword) throw new ValidationError('account.newPasswordSame', {}, [{ field: 'newPassword', key: 'account.newPasswordSame' }]);
    await this.users.updatePasswordHash(user.uid, await this.hasher.hash(newPassword));
    await this.sessions.endOthers(user.uid, currentToken);
  }

  async sendChangeEmailCode(uid: string, email: string, ip: string, locale: Locale): Promise<void> {
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.sendCode, ip);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    const user = await this.user(uid);
    const address = email.trim();
    if (address.toLowerCase() === user.email.toLowerCase()) throw new ValidationError('account.newEmailSame', {}, [{ field: 'email', key: 'account.newEmailSame' }]);
    if (await this.users.findByEmail(address)) throw new Conflict('account.emailExists');
    const code = await this.codes.issue('change-email', address, ACCOUNT_LIMITS.REGISTER_CODE_RESEND_SECONDS);
    await this.mailer.send(codeMail('change-email', locale, address, { code, site: (await this.site.get()).shortName }));
  }

  async changeEmail(uid: string, password: string, newEmail: string, code: string): Promise<UserInfo> {
    const user = await this.checkedPassword(uid, password, 'password');
    const address = newEmail.trim();
    if (address.toLowerCase() === user.email.toLowerCase()) throw new ValidationError('account.newEmailSame', {}, [{ field: 'newEmail', key: 'account.newEmailSame' }]);
    await this.codes.consume('change-email', address, code);
    await this.users.updateEmail(uid, address);
    await this.events.publish('account.changed', { uid });
    return userInfoOf(await this.user(uid));
  }

  /** Changes the editable profile fields present in `changes`; nothing else. */
  async changeProfile(uid: string, changes: Partial<Record<string, unknown>>): Promise<UserInfo> {
    const user = await this.user(uid);
    const profile: Partial<EditableProfile> = {};
    for (const field of EDITABLE_PROFILE_FIELDS) {
      if (changes[field] !== undefined && changes[field] !== null) (profile as Record<string, unknown>)[field] = changes[field];
    }
    if (profile.mobile !== undefined && profile.mobile !== '' && profile.mobile === user.mobile) {
      throw new ValidationError('account.newMobileSame', {}, [{ field: 'mobile', key: 'account.newMobileSame' }]);
    }
    const updated = await this.users.updateProfile(uid, profile);
    await this.events.publish('account.changed', { uid });
    return userInfoOf(updated);
  }

  private async user(uid: string): Promise<User> {
    const user = await this.users.findByUid(uid);
    if (!user) throw new NotFound('account.userNotFound');
    return user;
  }

  private async checkedPassword(uid: string, password: string, field: string): Promise<User> {
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.passwordCheck, uid);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    const user = await this.user(uid);
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new ValidationError('account.currentPasswordWrong', {}, [{ field, key: 'account.currentPasswordWrong' }]);
    return user;
  }
}
