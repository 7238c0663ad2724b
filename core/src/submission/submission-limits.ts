/**
 * The captcha trigger of 01 §5 ("a captcha code is sent if required"): a user who made this many
 * submissions within the window must solve a captcha with the next one. Far above a person's pace
 * (the submit interval alone allows 37 in 5 minutes), so only scripts meet it.
 */
export const SUBMIT_CAPTCHA_RATE = { submissions: 20, windowSeconds: 300 } as const;

/**
 * Retry-After of a submit refused for too many waiting submissions: a verdict usually comes within
 * seconds, so the client may try again then.
 */
export const WAITING_RETRY_AFTER_MS = 5_000;

/** How long a test run's result is kept for its page to read. */
export const TEST_RUN_TTL_SECONDS = 3600;

/** A submission whose task was not confirmed on the queue this long after it was stored is published by the sweeper. */
export const OUTBOX_GRACE_MS = 5_000;
/** How often the outbox sweeper looks. */
export const OUTBOX_SWEEP_INTERVAL_MS = 5_000;
