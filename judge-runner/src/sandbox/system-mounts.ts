import { existsSync, lstatSync, realpathSync } from 'node:fs';

/**
 * The host's system as every sandbox sees it, read-only: /usr, the merged-/usr links (or the real
 * folders on hosts that are not merged), and the few /etc files programs need to start. Nothing
 * else of /etc, /home, /root, /var or /run is visible: no passwords, keys or sockets.
 */
export function systemMountArgs(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/lib', '/lib64', '/lib32', '/bin', '/sbin']) {
    if (!existsSync(dir)) continue;
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) args.push('--symlink', relativeLink(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  // the loader's cache speeds up every dynamic start; alternatives resolve /usr/bin/java and friends
  for (const file of ['/etc/ld.so.cache', '/etc/alternatives', '/etc/localtime']) {
    if (existsSync(file)) args.push('--ro-bind', file, file);
  }
  return args;
}

/** `/lib -> usr/lib`: the link's target as bubblewrap's --symlink wants it. */
function relativeLink(dir: string): string {
  const target = realpathSync(dir);
  return target.startsWith('/') ? target.slice(1) : target;
}
