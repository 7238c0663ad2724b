import type { IncomingMessage } from 'node:http';

/**
 * The host a client asked for: its Host header, or, behind `TRUST_PROXY` proxies, the X-Forwarded-Host the
 * nearest of them wrote (the last value when proxies appended theirs). Without a trusted proxy a client's
 * own X-Forwarded-Host is never believed: it would let a cross-site request name its own origin as ours.
 */
export function requestHost(req: IncomingMessage, trustedProxies: number): string | undefined {
  if (trustedProxies > 0) {
    const forwarded = req.headers['x-forwarded-host'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((h) => h.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return req.headers.host;
}

/**
 * Removes forwarding headers no trusted proxy wrote, before anything reads them (the pages' framework builds
 * each page's URL from X-Forwarded-Host): a forged host must not reach a render, a redirect or a kept page.
 */
export function dropUntrustedForwarding(req: IncomingMessage, trustedProxies: number): void {
  if (trustedProxies > 0) return;
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-proto'];
}
