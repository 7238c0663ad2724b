import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../adapters/src/testing/free-port.js';

/** The reference deployment's nginx site (deploy/nginx/oj.conf): the tests and bench/scale run this very file. */
export const REFERENCE_NGINX_CONF = join(__dirname, '..', '..', '..', 'deploy', 'nginx', 'oj.conf');
const START_TIMEOUT_MS = 10_000;
/** One upstream server line of the reference file: its address, then its options (kept). */
const UPSTREAM_SERVER = /^(\s*)server\s+127\.0\.0\.1:\d+(\s[^;]*)?;\s*$/gm;

export interface ProxiedRequest {
  upstream: string;
  status: number;
  uri: string;
}

export interface NginxProxy {
  url: string;
  /** Every request so far, in order: which upstream answered (nginx's $upstream_addr, "a, b" when it moved on), its status, its path. */
  requests(): Promise<ProxiedRequest[]>;
  close(): Promise<void>;
}

/**
 * The reference site with `upstreams` (`127.0.0.1:port`) in place of its example servers, listening on a free
 * loopback port, in a master process of its own (Debian's nginx, `apt-get install nginx`) with its files in a
 * folder of its own.
 */
export async function startNginx(upstreams: string[]): Promise<NginxProxy> {
  const reference = await readFile(REFERENCE_NGINX_CONF, 'utf8');
  const examples = [...reference.matchAll(UPSTREAM_SERVER)];
  if (examples.length === 0 || !/^\s*listen 80;$/m.test(reference)) throw new Error(`${REFERENCE_NGINX_CONF}: no example upstream servers or no 'listen 80;' to replace`);
  const [indent, options] = [examples[0][1], examples[0][2] ?? ''];
  let first = true;
  const site = reference
    .replace(UPSTREAM_SERVER, () => (first ? ((first = false), upstreams.map((u) => `${indent}server ${u}${options};`).join('\n')) : ''))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:__PORT__;`);
  const dir = await mkdtemp(join(tmpdir(), 'oj-nginx-'));
  // nginx's workers run as an unprivileged user: they must enter the folder of their temporary files
  await chmod(dir, 0o755);
  const port = await freePort();
  await writeFile(join(dir, 'oj.conf'), site.replace('__PORT__', String(port)));
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      `  log_format upstream '$status $request_uri $upstream_addr';`,
      `  access_log ${dir}/access.log upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`),
      `  include ${dir}/oj.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await listening(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      await close();
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    requests: async () =>
      (await readFile(join(dir, 'access.log'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, uri, ...upstream] = line.split(' ');
          return { status: Number(status), uri, upstream: upstream.join(' ') };
        }),
    close,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
