import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDirLock } from './data-dir-lock';

/**
 * Connections the embedded server accepts. PGlite runs one query at a time and serves one transaction
 * at a time (the socket server queues the others), so this only bounds idle sockets: the site's pool
 * plus a few for psql.
 */
const EMBEDDED_MAX_CONNECTIONS = 16;
/** The embedded server listens on loopback only: it has no authentication. */
const EMBEDDED_HOST = '127.0.0.1';

/**
 * PostgreSQL compiled to WASM (PGlite 0.5, PostgreSQL 17), its data under `<dataDir>/pg`, served in this
 * process over the PostgreSQL wire protocol (pglite-socket) on a loopback port (a free one unless given).
 *
 * Why over a socket rather than in-process through a PGlite-specific MikroORM driver: the site then
 * has ONE code path for both engines (driver `@mikro-orm/postgresql`, the same SQL migrations, the
 * same `pg` error codes and type parsing), what the tests prove on one engine holds on the other, and
 * `psql <url>` can attach to the embedded database for operations. The cost is a loopback hop per
 * query, which measured about the same at the ORM level (reference §4).
 *
 * Committed data survives a restart and a `kill -9` (reference §3, §5.3). A lock file beside the data
 * keeps a second process from opening the same directory; one left by a dead process is taken over.
 */
export class EmbeddedPostgres {
  private stopping: Promise<void> | undefined;

  private constructor(
    /** `postgresql://postgres@127.0.0.1:<port>/postgres`: what the ORM (and psql) connect to. */
    readonly url: string,
    readonly dataPath: string,
    private readonly stopServer: () => Promise<void>,
  ) {}

  static async start(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
    const dataPath = join(dataDir, 'pg');
    await mkdir(dataPath, { recursive: true });
    const lock = await DataDirLock.acquire(join(dataDir, 'pg.lock'));
    let db: { close(): Promise<void> } | undefined;
    try {
      // dynamic imports: the packages load PGlite's WASM, which a process without an embedded database never needs
      const { PGlite } = await import('@electric-sql/pglite');
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      const created = await PGlite.create(dataPath);
      db = created;
      const server = new PGLiteSocketServer({ db: created, port, host: EMBEDDED_HOST, maxConnections: EMBEDDED_MAX_CONNECTIONS });
      await server.start();
      const opened = created;
      return new EmbeddedPostgres(`postgresql://postgres@${server.getServerConn()}/postgres`, dataPath, async () => {
        try {
          await server.stop();
          await opened.close();
        } finally {
          await lock.release();
        }
      });
    } catch (error) {
      await db?.close().catch(() => {});
      await lock.release();
      throw error;
    }
  }

  /** Stops the server, closes the database (flushing it) and releases the data directory. */
  stop(): Promise<void> {
    this.stopping ??= this.stopServer();
    return this.stopping;
  }
}
