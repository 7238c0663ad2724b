export { RedisEventBus } from './redis-event-bus';
