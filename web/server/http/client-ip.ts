import type { IncomingMessage } from 'node:http';

/**
 * The client's address: the socket's peer, or, behind `trustedProxies` proxies, the address that many
 * hops back in X-Forwarded-For (never further than the header goes, so a client cannot forge it).
 */
export function clientIp(req: IncomingMessage, trustedProxies: number): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (trustedProxies <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  const chain = [peer, ...forwarded.reverse()];
  return (chain[Math.min(trustedProxies, chain.length - 1)] ?? peer).replace(/^::ffff:/, '');
}
