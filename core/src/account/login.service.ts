import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { Forbidden, ValidationError } from '../shared/errors';
import { CaptchaService } from './captcha.service';
import { LoginThrottle, type LoginTry } from './login-throttle';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { SessionService, type ClientInfo } from './session.service';
import { UserStatus, userInfoOf, type UserInfo } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

export interface LoginInput {
  username: string;
  password: string;
  /** The pass from a solved slide puzzle; required from the SLIDER_AFTER_FAILURES-th failure on, and on every try of a guarded account. */
  sliderPass?: string;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** A hash verified when the username is unknown, so both failures take the same time. */
const TIMING_DECOY_PASSWORD = 'decoy-password-for-unknown-users';

const sliderRequired = (attempt: LoginTry) => new ValidationError('account.sliderRequired').withData({ requireSlider: true, failures: attempt.clientFailures });

/**
 * Signs a user in (the site login and the admin login). LoginThrottle admits the try (the address's
 * failures, the spec's slide puzzle from the 5th failure, a guarded account's puzzle and wait). An unknown
 * username costs the same time as a wrong password.
 */
@injectable()
export class LoginService {
  private decoyHash: Promise<string> | undefined;

  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(CaptchaService) private readonly captcha: CaptchaService,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async login(input: LoginInput, client: ClientInfo, options: { adminOnly?: (roles: readonly string[]) => boolean } = {}): Promise<LoginResult> {
    const attempt = await this.throttle.admit(input.username, client.ip);
    // a try without a solved puzzle never takes a guarded account's turn (the owner would lose it)...
    if (attempt.puzzleRequired && !(await this.captcha.hasPass(input.sliderPass, client.ip))) {
      await attempt.refused();
      throw sliderRequired(attempt);
    }
    await attempt.takeTurn();
    // ...and the pass is used only once the turn is taken: a try answered 'too early' keeps it for the next
    if (attempt.puzzleRequired && !(await this.captcha.usePass(input.sliderPass, client.ip))) {
      await attempt.refused();
      throw sliderRequired(attempt);
    }
    const user = await this.users.findByUsername(input.username.trim());
    const ok = user ? await this.hasher.verify(user.passwordHash, input.password) : await this.decoy(input.password);
    if (!user || !ok) throw new ValidationError('account.wrongCredentials').withData(await attempt.failed());
    await attempt.succeeded();
    if (user.status === UserStatus.DISABLED) throw new Forbidden('account.disabled');
    if (options.adminOnly && !options.adminOnly(user.roles)) throw new Forbidden('account.notAdmin');
    const { token } = await this.sessions.start(user.uid, client);
    await this.events.publish('account.logged-in', { uid: user.uid, ip: client.ip });
    return { token, user: userInfoOf(user) };
  }

  private async decoy(password: string): Promise<false> {
    this.decoyHash ??= this.hasher.hash(TIMING_DECOY_PASSWORD);
    await this.hasher.verify(await this.decoyHash, password);
    return false;
  }
}
