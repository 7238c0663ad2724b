export { MemoryCache } from './memory-cache';
export { DEFAULT_REDIS_NAMESPACE, RedisCache } from './redis-cache';
export { closeRedisClient, createRedisClient, reconnectDelayMs, whenReady } from './redis-client';
export { RedisHealthIndicator } from './redis-health';
export { redisFailure, whileRedisUp } from './redis-unavailable';
