import { randomBytes } from 'node:crypto';
import { testUrls } from '../../../adapters/src/testing/service-urls.js';

/**
 * The test Redis's URL on one of its numbered databases (1–15, drawn at random) rather than the default one:
 * what a suite records there (a made-up runner's heartbeat, which decides the languages offered while it is
 * fresh) stays out of the suites that share database 0.
 */
export function redisUrlOfItsOwn(): string {
  const url = new URL(testUrls.redis());
  url.pathname = `/${1 + (randomBytes(1)[0] % 15)}`;
  return url.toString();
}
