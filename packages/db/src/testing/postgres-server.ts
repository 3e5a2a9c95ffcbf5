import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL cluster on 127.0.0.1 from Debian's `postgresql` binaries, for tests.
 * initdb refuses to run as root, so as root the cluster belongs to the postgres user.
 */
export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

export const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them with `sudo apt-get install -y postgresql` (Debian), or set PG_BIN to their folder.';

export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN, ...listDebianBins()].filter((d): d is string => !!d);
  return candidates.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
}

function listDebianBins(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(INSTALL_HINT);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'support-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (args: string[]) => {
    const cmd = asRoot ? 'su' : args[0]!;
    const argv = asRoot ? ['postgres', '-s', '/bin/sh', '-c', args.map(shellQuote).join(' ')] : args.slice(1);
    const r = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args[0]} failed: ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  run([join(bin, 'initdb'), '-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
