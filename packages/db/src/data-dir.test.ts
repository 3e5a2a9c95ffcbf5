import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError, ensureDatabaseDir, LOCK_FILE, lockDataDir } from './data-dir.ts';
import { migrate } from './migrate.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '..', '..', '..');

let root: string;
let n = 0;
const children: ChildProcess[] = [];
/** A fresh folder path inside the test's temporary root; created only when `create` is set. */
function folder(create = false): string {
  const dir = join(root, `data-${++n}`);
  if (create) mkdirSync(dir);
  return dir;
}

/** A node process running `code` (an ES module that may import this package's .ts files). */
function child(code: string): {
  proc: ChildProcess;
  output: () => string;
  line: (text: string) => Promise<void>;
} {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const line = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (out.includes(text)) resolve();
        else if (proc.exitCode !== null)
          reject(new Error(`child exited (${proc.exitCode}) before "${text}":\n${out}`));
        else setTimeout(check, 20);
      };
      check();
    });
  return { proc, output: () => out, line };
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    proc.exitCode !== null || proc.signalCode !== null ? resolve(proc.exitCode) : proc.once('exit', resolve),
  );

/** A pid no process has: one of a child that has exited. */
async function deadPid(): Promise<number> {
  const proc = spawn(process.execPath, ['-e', '0']);
  await exited(proc);
  return proc.pid!;
}

/** The children of a process (Linux). */
const childPids = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/** Running, and not a zombie left unreaped once its parent died. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const dataDirModule = join(here, 'data-dir.ts');
const clientModule = join(here, 'client.ts');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'db-data-dir-'));
});
afterEach(() => {
  for (const proc of children.splice(0)) proc.kill('SIGKILL');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second lock in the same process until the first is released', async () => {
    const dir = folder(true);
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`The embedded database in ${dir} is already open in this process`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dir))();
  });

  it('refuses a lock held by another process, naming its pid and what to do', async () => {
    const dir = folder(true);
    const holder = child(
      `const { lockDataDir } = await import(${JSON.stringify(dataDirModule)});
       await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    );
    await holder.line('locked');
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The embedded database in ${dir} is in use by another process (pid ${holder.proc.pid}). Stop it, or set DATA_DIR to another folder.`,
    );
  });

  it('is released when the holding process exits without closing', async () => {
    const dir = folder(true);
    const holder = child(
      `const { lockDataDir } = await import(${JSON.stringify(dataDirModule)});
       await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); process.exit(3);`,
    );
    await holder.line('locked');
    expect(await exited(holder.proc)).toBe(3);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dir))();
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = folder(true);
    const holder = child(
      `const { lockDataDir } = await import(${JSON.stringify(dataDirModule)});
       await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    );
    await holder.line('locked');
    holder.proc.kill('SIGKILL');
    await exited(holder.proc);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${holder.proc.pid}\\n`));
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it.each([
    ['a pid no process has', async () => `${await deadPid()}\n\n`],
    // A container restarts its program with the same pid: the start time tells them apart.
    ['our own pid from an earlier start', async () => `${process.pid}\n1\n`],
    ['a file with no pid', async () => 'garbage'],
  ])('takes over a stale lock file holding %s', async (_label, content) => {
    const dir = folder(true);
    writeFileSync(join(dir, LOCK_FILE), await content());
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it('release leaves alone a lock file that is no longer its own', async () => {
    const dir = folder(true);
    const release = await lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), '1\n\n');
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('1\n\n');
  });
});

/** Stands in for PGlite's initdb: what matters here is where and when the files appear. */
const fakeInitdb = (seen: string[]) => async (dir: string) => {
  seen.push(dir);
  writeFileSync(join(dir, 'postgresql.conf'), '');
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
};

describe('creating the database folder', () => {
  it('initialises a sibling temporary folder and renames it into place', async () => {
    const dir = folder();
    const seen: string[] = [];
    expect(await ensureDatabaseDir(dir, fakeInitdb(seen))).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(dir);
    expect(seen[0]!.startsWith(join(root, `.${dir.split('/').pop()}.creating-${process.pid}-`))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'postgresql.conf']);
    expect(existsSync(seen[0]!)).toBe(false);
    // A database is never initialised twice.
    expect(await ensureDatabaseDir(dir, fakeInitdb(seen))).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('creates the database in an existing empty folder, and in a missing parent', async () => {
    const empty = folder(true);
    expect(await ensureDatabaseDir(empty, fakeInitdb([]))).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
    const nested = join(folder(), 'deeper', 'data');
    expect(await ensureDatabaseDir(nested, fakeInitdb([]))).toBe(true);
    expect(existsSync(join(nested, 'PG_VERSION'))).toBe(true);
  });

  it('a failed initialisation leaves neither the folder nor a temporary one', async () => {
    const dir = folder();
    await expect(
      ensureDatabaseDir(dir, async (temp) => {
        writeFileSync(join(temp, 'postgresql.conf'), '');
        throw new Error('initdb crashed');
      }),
    ).rejects.toThrow('initdb crashed');
    expect(readdirSync(root).filter((f) => f.includes(`data-${n}`))).toEqual([]);
  });

  it('removes what a killed start left and creates the database', async () => {
    const dir = folder();
    const leftover = join(root, `.data-${n}.creating-${await deadPid()}-x1Yz`);
    mkdirSync(join(leftover, 'base'), { recursive: true });
    writeFileSync(join(leftover, 'postgresql.conf'), '');
    expect(await ensureDatabaseDir(dir, fakeInitdb([]))).toBe(true);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('leaves alone the temporary folder of a start still running', async () => {
    const dir = folder();
    const busy = join(root, `.data-${n}.creating-${process.ppid}-aBc1`);
    mkdirSync(busy);
    await ensureDatabaseDir(dir, fakeInitdb([]));
    expect(existsSync(busy)).toBe(true);
  });

  it('refuses a folder with files but no database, and leaves it as it was', async () => {
    const dir = folder(true);
    writeFileSync(join(dir, 'postgresql.conf'), '');
    const seen: string[] = [];
    await expect(ensureDatabaseDir(dir, fakeInitdb(seen))).rejects.toThrow(
      `${dir} is not empty but holds no database (no PG_VERSION)`,
    );
    expect(seen).toEqual([]);
    expect(readdirSync(dir)).toEqual(['postgresql.conf']);
  });
});

describe('openDatabase on a folder (PGlite)', () => {
  it('a start killed while creating the database leaves nothing that the next start mistakes for one', async () => {
    const dir = folder();
    const creator = child(
      `const { openDatabase } = await import(${JSON.stringify(clientModule)});
       await openDatabase({ dataDir: ${JSON.stringify(dir)} });`,
    );
    // Kill it once its initdb child has started writing into the temporary folder.
    const prefix = `.data-${n}.creating-${creator.proc.pid}-`;
    const temp = () => readdirSync(root).find((f) => f.startsWith(prefix));
    let initdb: number | undefined;
    await expect
      .poll(
        () => {
          const t = temp();
          initdb = childPids(creator.proc.pid!)[0];
          return initdb !== undefined && t !== undefined && readdirSync(join(root, t)).length > 0;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe(true);
    creator.proc.kill('SIGKILL');
    await exited(creator.proc);
    // The initdb child ends with its parent (when it next notices its stdin closed).
    await expect.poll(() => isAlive(initdb!), { timeout: 30_000, interval: 50 }).toBe(false);
    expect(existsSync(dir)).toBe(false);
    expect(temp()).toBeDefined();

    const db = await openDatabase({ dataDir: dir });
    try {
      expect(temp()).toBeUndefined();
      expect(await migrate(db)).not.toEqual([]);
      expect(await db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('refuses a second open while the first is open, and opens the same data after close', async () => {
    const dir = folder();
    const first = await openDatabase({ dataDir: dir });
    await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is already open in this process/);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await again.query('SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    } finally {
      await again.close();
    }
  });
});
