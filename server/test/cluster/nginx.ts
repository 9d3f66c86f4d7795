import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '../helpers.ts';
import { stopChild } from './stop-child.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const shippedConf = path.join(root, 'deploy/nginx.conf');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export type Nginx = {
  url: string;
  /** How many requests each upstream has been given so far, in the order of `upstreams` (from nginx's access log). */
  served: () => number[];
  close: () => Promise<void>;
};

/**
 * The shipped deploy/nginx.conf as it is, with only what differs on this machine put in: the
 * upstream servers, the listening address, and a temporary prefix for the pid, logs and body
 * buffers. An access log of the upstream each request went to lets the test count them.
 */
export function renderNginxConf(shipped: string, options: { upstreams: string[]; port: number; prefix: string }): string {
  const servers = options.upstreams.map((url) => `    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`).join('\n');
  const at = (name: string) => path.join(options.prefix, name);
  const replaced = shipped
    .replace(/^(\s*server [^\s]+:3000 .*;\n)+/m, `${servers}\n`)
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${options.port};`)
    .replace(
      /^http \{\n/m,
      [
        'http {',
        `  log_format upstreams '$upstream_addr $status';`,
        `  access_log ${at('access.log')} upstreams;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${at(`${kind}_temp`)};`),
        '',
      ].join('\n'),
    );
  if (replaced.split('\n').filter((line) => /^\s*server \S+ max_fails/.test(line)).length !== options.upstreams.length) {
    throw new Error('deploy/nginx.conf no longer has the upstream servers this test replaces');
  }
  if (!replaced.includes(`listen 127.0.0.1:${options.port};`)) throw new Error('deploy/nginx.conf no longer listens on 8080');
  return `pid ${at('nginx.pid')};\nerror_log ${at('error.log')} warn;\n${replaced}`;
}

/** Debian's nginx (`apt-get install nginx-light`, as .ci/run does) in front of `upstreams`, on `port`. */
export async function startNginx(upstreams: string[], port: number): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (or set NGINX)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConf(fs.readFileSync(shippedConf, 'utf8'), { upstreams, port, prefix }));
  // Started as root, nginx's workers run as nobody: they need to reach the prefix and write its buffers.
  if (process.getuid?.() === 0) {
    fs.chmodSync(prefix, 0o755);
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(prefix, `${kind}_temp`), { mode: 0o777 });
  }
  const output: string[] = [];
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const accessLog = path.join(prefix, 'access.log');
  try {
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${output.join('')}`);
        return new Promise<boolean>((resolve) => {
          const probe = net.connect(port, '127.0.0.1', () => probe.end(() => resolve(true)));
          probe.on('error', () => resolve(false));
        });
      },
      20_000,
      'nginx to listen',
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    served() {
      const lines = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n') : [];
      return upstreams.map((upstream) => {
        const host = new URL(upstream).host;
        // A request tried on both (proxy_next_upstream) lists both, comma-separated.
        return lines.filter((line) =>
          line
            .split(' ')[0]
            ?.split(',')
            .some((address) => address.trim() === host),
        ).length;
      });
    },
    async close() {
      await stopChild(child, 'SIGQUIT', 10_000);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
