import { cpus, freemem, hostname, loadavg, totalmem } from 'node:os';
import type { Settings } from '@oj/config';
import { defineRoute, Reply } from '@oj/core';

/** Host and port of a URL setting, never its user or password. */
function endpoint(url: string | undefined): { host: string; port: number | null; name: string } | null {
  if (!url) return null;
  const u = new URL(url);
  return { host: u.hostname, port: u.port ? Number(u.port) : null, name: u.pathname.replace(/^\//, '') };
}

/**
 * The admin's view of the service (api-calls.tsv `get-service-info`, `get-db-and-redis-config`): the
 * process and host, and the data sources. The data sources come from the environment (DATABASE_URL,
 * REDIS_URL): they are shown read-only, passwords never, and `set-db-and-redis-config` says where to
 * change them instead of pretending to.
 */
export function serviceInfoRoutes(settings: Readonly<Settings>, mode: () => Record<string, string>, version: string) {
  return [
    defineRoute({
      method: 'GET', path: '/api/admin/config/get-service-info', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
      summary: 'The site process and its host: version, Node.js, uptime, CPU, memory, load, and what runs embedded or on servers',
      handle: () => {
        const memory = process.memoryUsage();
        return {
          version, node: process.version, hostname: hostname(), uptimeSeconds: Math.round(process.uptime()),
          cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
          memory: { totalMb: Math.round(totalmem() / 2 ** 20), freeMb: Math.round(freemem() / 2 ** 20), rssMb: Math.round(memory.rss / 2 ** 20), heapUsedMb: Math.round(memory.heapUsed / 2 ** 20) },
          mode: { ...mode(), judge: settings.judgeMode, judgeSlots: String(settings.judgeSlots) },
        };
      },
    }),
    defineRoute({
      method: 'GET', path: '/api/admin/config/get-db-and-redis-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
      summary: 'The database and Redis the site uses (from the environment; read-only, no passwords)',
      handle: () => {
        const db = endpoint(settings.databaseUrl);
        const redis = endpoint(settings.redisUrl);
        return {
          source: 'environment', editable: false,
          dbHost: db?.host ?? 'embedded', dbPort: db?.port ?? null, dbName: db?.name ?? 'postgres', dbUsername: settings.databaseUrl ? decodeURIComponent(new URL(settings.databaseUrl).username) : '',
          redisHost: redis?.host ?? 'in-memory', redisPort: redis?.port ?? null,
        };
      },
    }),
    defineRoute({
      method: 'PUT', path: '/api/admin/config/set-db-and-redis-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
      summary: 'Refused with the reason: the data sources are set in the environment (DATABASE_URL, REDIS_URL), then the site restarts',
      handle: () => new Reply(409, null, 'site.dataSourcesFromEnvironment'),
    }),
  ];
}
