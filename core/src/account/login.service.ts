import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { Forbidden, RateLimited, ValidationError } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';
import { CaptchaService } from './captcha.service';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { SessionService, type ClientInfo } from './session.service';
import { UserStatus, userInfoOf, type UserInfo } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

export interface LoginInput {
  username: string;
  password: string;
  /** The pass from a solved slide puzzle; required from the SLIDER_AFTER_FAILURES-th failure on. */
  sliderPass?: string;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

const failureKey = (username: string, client: ClientInfo) => `login-fail:${username.trim().toLowerCase()}:${client.ip}`;

/** A hash verified when the username is unknown, so both failures take the same time. */
const TIMING_DECOY_PASSWORD = 'decoy-password-for-unknown-users';

/**
 * Signs a user in. Failed attempts are counted per account and client (reset on success); from the
 * fifth one a solved slide puzzle is required; every attempt also counts against the client's rate
 * limit. The owner signing in from another client is never blocked by someone else's guessing.
 */
@injectable()
export class LoginService {
  private decoyHash: Promise<string> | undefined;

  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(CaptchaService) private readonly captcha: CaptchaService,
    @inject(CACHE) private readonly cache: Cache,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  /** Whether this client must solve the slide puzzle before trying `username` again. */
  async sliderRequired(username: string, client: ClientInfo): Promise<boolean> {
    return ((await this.cache.get<number>(failureKey(username, client))) ?? 0) >= ACCOUNT_LIMITS.SLIDER_AFTER_FAILURES;
  }

  async login(input: LoginInput, client: ClientInfo, options: { adminOnly?: (roles: readonly string[]) => boolean } = {}): Promise<LoginResult> {
    const decision = await this.limiter.consume(ACCOUNT_RATE_LIMITS.login, client.ip);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs);
    const key = failureKey(input.username, client);
    const failures = (await this.cache.get<number>(key)) ?? 0;
    if (failures >= ACCOUNT_LIMITS.SLIDER_AFTER_FAILURES && !(await this.captcha.usePass(input.sliderPass, client.ip))) {
      throw new ValidationError('account.sliderRequired').withData({ requireSlider: true, failures });
    }
    const user = await this.users.findByUsername(input.username.trim());
    const ok = user ? await this.hasher.verify(user.passwordHash, input.password) : await this.decoy(input.password);
    if (!user || !ok) {
      const count = await this.cache.increment(key, ACCOUNT_LIMITS.LOGIN_FAILURE_WINDOW_SECONDS);
      throw new ValidationError('account.wrongCredentials').withData({ failures: count, requireSlider: count >= ACCOUNT_LIMITS.SLIDER_AFTER_FAILURES });
    }
    if (user.status === UserStatus.DISABLED) throw new Forbidden('account.disabled');
    if (options.adminOnly && !options.adminOnly(user.roles)) throw new Forbidden('account.notAdmin');
    await this.cache.delete(key);
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
