export { FlexibleRateLimiter } from './flexible-rate-limiter';
