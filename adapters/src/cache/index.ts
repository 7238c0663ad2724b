export { MemoryCache } from './memory-cache';
export { RedisCache } from './redis-cache';
export { createRedisClient, whenReady } from './redis-client';
export { RedisHealthIndicator } from './redis-health';
