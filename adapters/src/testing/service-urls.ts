/** URLs of the real services tests talk to: from the environment, else this machine's standard ports. */
export const testUrls = {
  database: () => process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  /** PGlite over the wire protocol, started by jest's globalSetup. */
  embeddedDatabase: () => {
    const url = process.env.EMBEDDED_DATABASE_URL;
    if (!url) throw new Error('EMBEDDED_DATABASE_URL is not set: run the tests through jest (globalSetup starts PGlite)');
    return url;
  },
  redis: () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  amqp: () => process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
};
