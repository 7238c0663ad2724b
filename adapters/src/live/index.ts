export { MemoryStreamLeases } from './memory-stream-leases';
export { RedisStreamLeases } from './redis-stream-leases';
