import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The site's Prometheus metrics (served at /metrics): request latency by route, judge queue depth
 * and judge wait. Routes are labelled by their pattern, never the raw URL, to keep cardinality bounded.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'oj_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
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

  /** Labelled children of the latency histogram, made once per route, method and status. */
  private readonly requestSeries = new Map<string, { observe(value: number): void }>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'oj_' });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.httpDuration.labels(route, method, String(status));
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }
}
