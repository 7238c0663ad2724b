import { createHash, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { RateLimited } from '../shared/errors';
import { LIVE_STREAM_LIMITS } from './live-stream-limits';
import { STREAM_LEASES, type LeaseCap, type StreamLeases } from './stream-leases.port';

/** Who opens a stream: the session (a token; none for a guest) and the client address. */
export interface StreamOpener {
  sessionToken?: string;
  ip: string;
}

/** An open stream's place under the caps: renewed while it lives, given back when it ends. */
export interface LiveStreamLease {
  renew(): Promise<void>;
  release(): Promise<void>;
}

/**
 * The caps every live-update stream goes through (LIVE_STREAM_LIMITS): at most 6 per session and 20 per
 * client address, counted across every web process by expiring leases (STREAM_LEASES). The web layer asks
 * it for each LiveStream a route answers; anything else that streams asks it the same way.
 */
@injectable()
export class LiveStreamGate {
  constructor(@inject(STREAM_LEASES) private readonly leases: StreamLeases) {}

  /** A lease for one more stream, or RateLimited ('Too many live updates open...', Retry-After) when a cap is full. */
  async admit(opener: StreamOpener): Promise<LiveStreamLease> {
    const caps: LeaseCap[] = [{ key: `address:${opener.ip}`, max: LIVE_STREAM_LIMITS.perAddress }];
    // the session by a digest of its token: the token itself never reaches the shared store
    if (opener.sessionToken) caps.push({ key: `session:${createHash('sha256').update(opener.sessionToken).digest('base64url')}`, max: LIVE_STREAM_LIMITS.perSession });
    const holder = randomUUID();
    const ttlMs = LIVE_STREAM_LIMITS.leaseSeconds * 1000;
    if (!(await this.leases.acquire(holder, caps, ttlMs))) {
      throw new RateLimited(LIVE_STREAM_LIMITS.retryAfterSeconds * 1000, 'live.tooManyStreams', { perSession: LIVE_STREAM_LIMITS.perSession, perAddress: LIVE_STREAM_LIMITS.perAddress });
    }
    const keys = caps.map((c) => c.key);
    let released = false;
    return {
      renew: () => (released ? Promise.resolve() : this.leases.renew(holder, keys, ttlMs)),
      release: async () => {
        if (released) return;
        released = true;
        await this.leases.release(holder, keys);
      },
    };
  }
}
