import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Latency buckets (seconds): an API answer is a few ms, a page tens, a slow one a second or more. Few on
 * purpose: each bucket is one line per route and method in every scrape.
 */
const LATENCY_BUCKETS = [0.005, 0.025, 0.1, 0.25, 1, 5];

/**
 * The site's Prometheus metrics (served at /metrics, see metrics-endpoint.ts): latency by route and method,
 * answers by route, method and status, the judge queue's depth. Routes are labelled by their pattern, never
 * the raw URL ('unmatched' for unknown paths and methods, 'pages' for the site's pages), so the series are
 * bounded by the routes the site has. A scrape stays small: the status is a label of a counter (one line per
 * series), not of the latency histogram (one line per bucket); hostile traffic answering every route with
 * several statuses once made a scrape ≈1 MB (docs/operations.md).
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'oj_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly httpRequests = new Counter({
    name: 'oj_http_requests_total',
    help: 'HTTP answers, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'oj_judge_queue_depth',
    help: 'Messages waiting in the judge queues',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  readonly judgeWait = new Histogram({
    name: 'oj_judge_wait_seconds',
    help: 'Time from enqueueing a judge task to a runner starting it',
    labelNames: ['kind'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  readonly unexpectedErrors = new Counter({
    name: 'oj_unexpected_errors_total',
    help: 'Requests that ended in an unexpected (500) error',
    registers: [this.registry],
  });

  /** Labelled children, made once per route and method (latency) or route, method and status (answers). */
  private readonly latencySeries = new Map<string, { observe(value: number): void }>();
  private readonly answerSeries = new Map<string, { inc(): void }>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'oj_' });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    const operation = `${route} ${method}`;
    let latency = this.latencySeries.get(operation);
    if (!latency) this.latencySeries.set(operation, (latency = this.httpDuration.labels(route, method)));
    latency.observe(seconds);
    const key = `${operation} ${status}`;
    let answers = this.answerSeries.get(key);
    if (!answers) this.answerSeries.set(key, (answers = this.httpRequests.labels(route, method, String(status))));
    answers.inc();
  }
}
