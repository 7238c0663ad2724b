export { DEFAULT_RATE_LIMIT_NAMESPACE, FlexibleRateLimiter } from './flexible-rate-limiter';
