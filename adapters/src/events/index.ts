export { RedisEventBus } from './redis-event-bus';
export { eventsChannel } from './redis-event-channel';
