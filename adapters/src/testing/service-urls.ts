/** URLs of the real services tests talk to: from the environment, else this machine's standard ports. */
export const testUrls = {
  database: () => process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  /** This jest worker's own PGlite (over the wire protocol), started by jest's globalSetup. */
  embeddedDatabase: () => {
    const url = process.env[`EMBEDDED_DATABASE_URL_${process.env.JEST_WORKER_ID ?? '1'}`];
    if (!url) throw new Error('no embedded database for this worker: run the tests through jest (globalSetup starts PGlite)');
    return url;
  },
  redis: () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  amqp: () => process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
};
