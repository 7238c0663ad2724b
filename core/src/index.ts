// The domain core: models, ports, use cases, abilities, events and the plugin contract.
// It imports no driver, web framework or UI library (see architecture.test.ts).
export * from './shared/errors';
export * from './shared/paging';
export * from './cache/cache.port';
export * from './rate-limit/rate-limiter.port';
export * from './clock/clock.port';
export * from './mail/mailer.port';
export * from './mail/mail-outbox.port';
export * from './file/file-store.port';
export * from './persistence/unit-of-work.port';
export * from './health/health.port';
export * from './events/event-map';
export * from './events/event-bus.port';
export * from './events/local-handlers';
export * from './events/in-process-event-bus';
export * from './judge/judge-status';
export * from './judge/judge-task';
export * from './judge/judge-queue.port';
export * from './site/website-config.model';
export * from './site/website-config.repository';
export * from './site/website-config.service';
export * from './site/site.routes';
export * from './account/session-user';
export * from './account/abilities';
export * from './api/api-route';
export * from './api/request-context';
export * from './api/validate-dto';
export * from './i18n/locale';
export * from './i18n/core-messages';
export * from './plugin/extension-point';
export * from './plugin/plugin-manifest';
export * from './plugin/plugin-host';
export * from './plugin/core-extension-points';
// The container library, re-exported so every workspace (the ESM web server included) uses this one
// copy: two copies of inversify would not see each other's bindings and decorators.
export { Container, ContainerModule, inject, injectable, type ServiceIdentifier } from 'inversify';
