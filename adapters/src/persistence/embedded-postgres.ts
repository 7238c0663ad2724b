import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Connections the embedded server accepts (PGlite runs one query at a time; the socket server queues). */
const EMBEDDED_MAX_CONNECTIONS = 16;

/**
 * PostgreSQL compiled to WASM (PGlite), its data under `<dataDir>/pg`, served in this process over the
 * PostgreSQL wire protocol on a private loopback port. The site then talks to it with the same driver,
 * SQL and migrations as to a real server, and `psql` can attach to it for operations.
 */
export class EmbeddedPostgres {
  private constructor(
    readonly url: string,
    readonly dataPath: string,
    private readonly stopServer: () => Promise<void>,
  ) {}

  static async start(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
    const dataPath = join(dataDir, 'pg');
    await mkdir(dataPath, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create(dataPath);
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: EMBEDDED_MAX_CONNECTIONS });
    await server.start();
    return new EmbeddedPostgres(`postgresql://postgres@${server.getServerConn()}/postgres`, dataPath, async () => {
      await server.stop();
      await db.close();
    });
  }

  stop(): Promise<void> {
    return this.stopServer();
  }
}
