// Starts what the tests share and cannot start inside a jest worker: embedded PostgreSQL (PGlite over
// the wire protocol), one per worker, so every persistence contract suite runs on both engines and the
// suites of one worker (which run one after another) never share a PGlite session with another worker.
// Real services come from the environment, defaulting to this machine's standard ports.
const WORKERS = 2; // keep equal to maxWorkers in jest.config.js

module.exports = async function globalSetup() {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.AMQP_URL ??= 'amqp://guest:guest@127.0.0.1:5672';
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  globalThis.__PGLITE__ = await Promise.all(
    Array.from({ length: WORKERS }, async (_, i) => {
      const db = await PGlite.create();
      const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 });
      await server.start();
      process.env[`EMBEDDED_DATABASE_URL_${i + 1}`] = `postgresql://postgres@${server.getServerConn()}/postgres`;
      return { db, server };
    }),
  );
};
