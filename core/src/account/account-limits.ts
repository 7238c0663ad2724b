/** Every account limit of the spec (01 §4, §5, §9; 03 §5) and the ones the spec leaves to us, in one place. */
export const ACCOUNT_LIMITS = {
  USERNAME_MAX: 20,
  PASSWORD_MIN: 6,
  PASSWORD_MAX: 20,
  /** The e-mailed registration / reset / change-email code: exactly 6 digits. */
  CODE_LENGTH: 6,
  /** Image captcha answer length (reset request). */
  CAPTCHA_MIN: 1,
  CAPTCHA_MAX: 8,
  /** Register e-mail can be re-sent after 60 s (01 §4). */
  REGISTER_CODE_RESEND_SECONDS: 60,
  /** Reset e-mail can be re-sent after 90 s (01 §4). */
  RESET_CODE_RESEND_SECONDS: 90,
  /** Not in the spec: an e-mailed code stays valid 10 minutes (long enough to switch to the mailbox, short enough to limit guessing). */
  CODE_TTL_SECONDS: 10 * 60,
  /** Not in the spec: wrong guesses allowed on one e-mailed code before it is thrown away. */
  CODE_MAX_ATTEMPTS: 5,
  /** Image captcha lifetime. */
  CAPTCHA_TTL_SECONDS: 5 * 60,
  /** From this many failed logins (per account and client) the slide puzzle is required (01 §4). */
  SLIDER_AFTER_FAILURES: 5,
  /** Not in the spec: that counter forgets 30 minutes after its first failure. */
  LOGIN_FAILURE_WINDOW_SECONDS: 30 * 60,
  /** Not in the spec (issue 18): failed logins per client address in LOGIN_GUARD_WINDOW_SECONDS, then 429 until the window ends. */
  LOGIN_ADDRESS_FAILURES: 20,
  /**
   * Not in the spec (issue 18): failed logins of one account, from any address, in LOGIN_GUARD_WINDOW_SECONDS
   * after which the account is guarded: the slide puzzle on every try, and a wait between tries.
   */
  LOGIN_ACCOUNT_FAILURES: 10,
  LOGIN_GUARD_WINDOW_SECONDS: 15 * 60,
  /**
   * An address whose 20 places are held by logins still being checked (a contest room signing in at once)
   * rather than by failures is told to try again after this: every success gives its place back at once.
   */
  LOGIN_BUSY_RETRY_SECONDS: 1,
  /** A guarded account's wait between two tries from one address: this after the first, doubling after each... */
  LOGIN_DELAY_FIRST_SECONDS: 1,
  /** ...up to this: the owner always gets a try within a minute (never a lock anyone could set off). */
  LOGIN_DELAY_MAX_SECONDS: 60,
  /** Slide puzzle image size and accuracy (01 §9). */
  SLIDER_WIDTH: 325,
  SLIDER_HEIGHT: 100,
  SLIDER_ACCURACY_PX: 3,
  /** A puzzle answered faster than this was not dragged by a person. */
  SLIDER_MIN_SOLVE_MS: 400,
  SLIDER_TTL_SECONDS: 2 * 60,
  /** A solved puzzle lets the next login attempt through within this time. */
  SLIDER_PASS_TTL_SECONDS: 2 * 60,
  /** Avatar: types and size (01 §5, 03 §5). */
  AVATAR_MAX_BYTES: 2 * 1024 * 1024,
  AVATAR_TYPES: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as readonly string[],
  /** Profile text fields. */
  NICKNAME_MAX: 20,
  PROFILE_FIELD_MAX: 100,
  SIGNATURE_MAX: 65535,
  /** Generated admin passwords (01 §9). */
  GENERATED_PASSWORD_MIN: 6,
  GENERATED_PASSWORD_MAX: 25,
} as const;

/** Sessions: an opaque token, renewed while used, ended by logout or by an admin. */
export const SESSION_LIMITS = {
  TOKEN_BYTES: 32,
  /** A session lasts this long after its last renewal. */
  TTL_SECONDS: 24 * 60 * 60,
  /** A token older than this is replaced on its next use (sliding renewal). */
  RENEW_AFTER_SECONDS: 12 * 60 * 60,
  /** A replaced token keeps working briefly, so requests already in flight do not fail. */
  RENEW_GRACE_SECONDS: 60,
  /** How long a looked-up session is trusted from the cache before the database is asked again. */
  CACHE_SECONDS: 60,
} as const;
