// Starts what the tests share and cannot start inside a jest worker: an embedded PostgreSQL
// (PGlite over the wire protocol), so every persistence contract suite runs on both engines.
// Real services come from the environment, defaulting to this machine's standard ports.
module.exports = async function globalSetup() {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.AMQP_URL ??= 'amqp://guest:guest@127.0.0.1:5672';
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 });
  await server.start();
  const address = server.getServerConn();
  process.env.EMBEDDED_DATABASE_URL = `postgresql://postgres@${address}/postgres`;
  globalThis.__PGLITE__ = { db, server };
};
