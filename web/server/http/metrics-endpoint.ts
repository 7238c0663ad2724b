import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { gzipSync } from 'node:zlib';
import { clientIp } from './client-ip.js';
import type { SiteMetrics } from './metrics.js';

/** Where Prometheus scrapes (outside `/api`: the text format, not the envelope). */
export const METRICS_PATH = '/metrics';

/** Whether a request URL is the metrics endpoint's. */
export const isMetricsPath = (url: string) => url === METRICS_PATH || url.startsWith(`${METRICS_PATH}?`);

export interface MetricsAccessSettings {
  /** A scrape sending `Authorization: Bearer <token>` is served (METRICS_TOKEN). */
  metricsToken?: string;
  /** Client addresses and subnets served without the token (METRICS_ALLOW). */
  metricsAllow?: readonly string[];
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY): the client address is the one they name. */
  trustProxy: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a scrape with the configured bearer token, or from a configured address or subnet.
 * Nothing configured: nobody (the endpoint is off). Decided from the headers and the address alone, before
 * any metric is collected.
 */
export class MetricsAccess {
  private readonly token: Buffer | undefined;
  private readonly allowed = new BlockList();
  private readonly hasAllowList: boolean;

  constructor(private readonly settings: MetricsAccessSettings) {
    this.token = settings.metricsToken ? digest(settings.metricsToken) : undefined;
    for (const entry of settings.metricsAllow ?? []) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.allowed.addAddress(address, type);
      else this.allowed.addSubnet(address, Number(prefix), type);
    }
    this.hasAllowList = Boolean(settings.metricsAllow?.length);
  }

  /** Whether /metrics is served at all. */
  get enabled(): boolean {
    return Boolean(this.token) || this.hasAllowList;
  }

  allows(req: IncomingMessage): boolean {
    if (this.token) {
      const header = req.headers.authorization ?? '';
      // compared as digests: equal lengths, constant time
      if (header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7).trim()), this.token)) return true;
    }
    if (!this.hasAllowList) return false;
    const ip = clientIp(req, this.settings.trustProxy);
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    return isIP(ip) !== 0 && this.allowed.check(ip, type);
  }
}

/**
 * `GET /metrics`: 404 while no access is configured, 403 to a request the settings do not allow (both a few
 * bytes, nothing collected), else the Prometheus text, gzipped when the scraper accepts it (Prometheus does).
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess, metrics: SiteMetrics, beforeScrape: () => Promise<void>): Promise<void> {
  req.resume();
  if (!access.enabled || !access.allows(req)) {
    res.writeHead(access.enabled ? 403 : 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(access.enabled ? 'metrics: not allowed (METRICS_TOKEN, METRICS_ALLOW)\n' : 'metrics: off (set METRICS_TOKEN or METRICS_ALLOW)\n');
    return;
  }
  await beforeScrape();
  const text = await metrics.registry.metrics();
  const headers: Record<string, string | number> = { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = gzipSync(text);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
