export * from './safe-zip-reader';
export * from './zip-writer';
