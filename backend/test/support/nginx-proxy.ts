import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NGINX = '/usr/sbin/nginx';
const SITE_TEMPLATE = join(__dirname, '..', '..', '..', 'deploy', 'nginx.conf');

export interface NginxProxy {
  baseUrl: string;
  output(): string;
  /** SIGQUIT (nginx's graceful stop), then its exit. */
  stop(): Promise<void>;
}

/**
 * The deployed site config with its compose addresses (`app1:3000`, `app2:3000`, port 80) replaced
 * by local ones; a pattern that no longer matches fails here rather than testing something else.
 */
function siteConfig(replicas: Record<'app1' | 'app2', string>, port: number): string {
  let site = readFileSync(SITE_TEMPLATE, 'utf8');
  const replace = (pattern: RegExp, value: string) => {
    if (!pattern.test(site)) throw new Error(`${SITE_TEMPLATE} has no ${pattern}`);
    site = site.replace(pattern, value);
  };
  replace(/\bserver app1:3000\b/, `server ${replicas.app1}`);
  replace(/\bserver app2:3000\b/, `server ${replicas.app2}`);
  replace(/\blisten 80;/, `listen 127.0.0.1:${port};`);
  return site;
}

/**
 * nginx (Debian's package) as a non-daemon child process on `port` (the caller picks it free: the
 * apps need the proxy's address before it starts) in front of `replicas`, everything it writes (pid,
 * temp files, config) in a temp directory of its own; resolves once it answers.
 */
export async function startNginx(
  replicas: Record<'app1' | 'app2', string>,
  port: number,
): Promise<NginxProxy> {
  const prefix = mkdtempSync(join(tmpdir(), 'bestelklaar-nginx-'));
  // As root nginx's workers run as nobody and must reach the temp directories below.
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, 'site.conf'), siteConfig(replicas, port));
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      rmSync(prefix, { recursive: true, force: true });
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { baseUrl, output: () => output, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not answer on ${baseUrl}:\n${output}`);
}
