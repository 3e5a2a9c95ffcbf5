/**
 * Starting and stopping the servers the web bench measures, and reading their memory from /proc
 * (Linux only). Every server is spawned in its own process group, so stopping it stops the
 * processes it started (the tsx loader, the Next server) and nothing else.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything the process wrote, for the error message when it does not come up. */
  output: () => string;
}

export function startGroup(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Started {
  const child = spawn(cmd, args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => out };
}

/**
 * SIGTERM to the process we started, which stops its own children (scripts/start.mjs shuts both
 * servers down gracefully); after `graceMs`, SIGKILL to whatever is left in its process group.
 */
export async function stopGroup(s: Started, graceMs = 20_000): Promise<void> {
  const pid = s.child.pid;
  if (pid === undefined) return;
  if (s.child.exitCode === null && s.child.signalCode === null) {
    const exited = new Promise<void>((resolve) => s.child.once('exit', () => resolve()));
    s.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

/** Polls `url` until it answers (any status below 500) or the process exits or time runs out. */
export async function waitForHttp(url: string, s: Started, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (s.child.exitCode !== null || s.child.signalCode !== null)
      throw new Error(`the process exited before ${url} answered:\n${s.output()}`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${s.output()}`);
}

// --- /proc -------------------------------------------------------------------------------------

function childrenByParent(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may contain spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  return byParent;
}

/** `pid` and all its descendants. */
export function processTree(pid: number): number[] {
  const byParent = childrenByParent();
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const p = queue.shift()!;
    out.push(p);
    queue.push(...(byParent.get(p) ?? []));
  }
  return out;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; the inode is the tenth field.
      if (f[1]?.endsWith(`:${hex}`) && f[3] === '0A' && f[9]) inodes.add(f[9]);
    }
  }
  return inodes;
}

/** The process in `root`'s tree that listens on `port`: the server itself, not a wrapper that started it. */
export function listenerPid(root: number, port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of processTree(root)) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return pid;
      } catch {}
    }
  }
  return undefined;
}

/** VmRSS in bytes, or undefined when the process is gone. */
export function rssBytes(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '?';
  }
}
