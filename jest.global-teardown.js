module.exports = async function globalTeardown() {
  for (const { db, server } of globalThis.__PGLITE__ ?? []) {
    await server.stop();
    await db.close();
  }
};
