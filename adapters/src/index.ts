// Implementations of the core's ports. Only composition roots (web, judge-runner) import these.
export * from './persistence';
export * from './cache';
export * from './rate-limit';
export * from './live';
export * from './events';
export * from './queue';
export * from './mail';
export * from './file-store';
export * from './account';
export * from './archive';
export * from './crypto';
export * from './problem-formats';
