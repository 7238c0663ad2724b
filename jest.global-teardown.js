module.exports = async function globalTeardown() {
  const embedded = globalThis.__PGLITE__;
  if (embedded) {
    await embedded.server.stop();
    await embedded.db.close();
  }
};
