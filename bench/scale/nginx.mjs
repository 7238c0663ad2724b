// The reference nginx site (deploy/nginx/oj.conf) with the bench's upstreams and a free loopback port, in a
// master process of its own (as web/server/testing/nginx-proxy.ts runs it for the multi-node test).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REFERENCE = new URL('../../deploy/nginx/oj.conf', import.meta.url).pathname;
const UPSTREAM_SERVER = /^(\s*)server\s+127\.0\.0\.1:\d+(\s[^;]*)?;\s*$/gm;

const listening = (port) =>
  new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** Starts nginx in front of `upstreams` ('127.0.0.1:port') on `port`; answers { pid, stop() }. */
export async function startNginx(upstreams, port) {
  const reference = readFileSync(REFERENCE, 'utf8');
  const [, indent, options = ''] = [...reference.matchAll(UPSTREAM_SERVER)][0];
  let first = true;
  const site = reference
    .replace(UPSTREAM_SERVER, () => (first ? ((first = false), upstreams.map((u) => `${indent}server ${u}${options};`).join('\n')) : ''))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  const dir = mkdtempSync(join(tmpdir(), 'oj-bench-nginx-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'oj.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`, `error_log ${dir}/error.log warn;`, 'worker_processes 1;', 'events { worker_connections 1024; }',
      'http {', '  access_log off;', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`), `  include ${dir}/oj.conf;`, '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let i = 0; !(await listening(port)); i++) {
    if (i > 200 || child.exitCode !== null) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
