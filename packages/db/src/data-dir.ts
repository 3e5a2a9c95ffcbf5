import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The embedded database's folder: created atomically on first start, and locked while open so
 * that a second process (or a second open in this one) gets a clear error instead of two
 * PGlite instances writing the same files, which corrupts them.
 */

/** Written by initdb; a folder without it is not a database. */
const DATABASE_MARKER = 'PG_VERSION';
export const LOCK_FILE = 'pglite.lock';
/** A takeover guard older than this was left by a process killed mid-takeover (which takes microseconds). */
const STALE_GUARD_MS = 5_000;

export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `The embedded database in ${dir} is already open in this process (pid ${pid}). Close it before opening it again.`
        : `The embedded database in ${dir} is in use by another process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const tempPrefix = (dir: string) => `.${basename(dir)}.creating-`;
/** Targets this process is creating right now (their temp folders carry our pid). */
const creating = new Set<string>();

/**
 * Makes sure `dir` holds a database. When it is missing or empty, the database is initialised in
 * a sibling temporary folder and renamed into place, so a start killed half-way leaves only a
 * temporary folder (removed by the next start) and never a half-made database. Returns whether
 * it created the database.
 */
export async function ensureDatabaseDir(
  dir: string,
  initialise: (tempDir: string) => Promise<void>,
): Promise<boolean> {
  const target = resolve(dir);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  removeAbandonedTempDirs(target);
  if (isDatabase(target)) return false;
  if (!isMissingOrEmpty(target))
    throw new Error(
      `${target} is not empty but holds no database (no ${DATABASE_MARKER}). Move its files away, or set DATA_DIR to another folder.`,
    );

  // The pid in the name tells the next start whether the creator is still at work.
  const temp = mkdtempSync(join(parent, `${tempPrefix(target)}${process.pid}-`));
  creating.add(target);
  try {
    await initialise(temp);
    if (!isDatabase(temp))
      throw new Error(`initialising the database in ${temp} wrote no ${DATABASE_MARKER}`);
    try {
      renameSync(temp, target);
    } catch (error) {
      // Another process starting at the same time got there first: use its database.
      if (isDatabase(target)) {
        rmSync(temp, { recursive: true, force: true });
        return false;
      }
      // rename(2) replaces an empty folder on Linux; elsewhere it may refuse.
      if (!isMissingOrEmpty(target)) throw error;
      if (existsSync(target)) rmdirSync(target);
      renameSync(temp, target);
    }
    return true;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    creating.delete(target);
  }
}

function isDatabase(dir: string): boolean {
  return existsSync(join(dir, DATABASE_MARKER));
}

function isMissingOrEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function removeAbandonedTempDirs(target: string): void {
  const prefix = tempPrefix(target);
  for (const name of readdirSync(dirname(target))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid === process.pid ? creating.has(target) : isAlive(pid)) continue;
    // What is left was made by a process that is gone, or by an earlier process that had our pid.
    // A killed start's initdb child may still be writing for a moment, and removal fail: the
    // folder is ignored anyway, and a later start removes it.
    try {
      rmSync(join(dirname(target), name), { recursive: true, force: true, maxRetries: 5 });
    } catch {}
  }
}

interface LockOwner {
  pid: number;
  /** The owner's start time (Linux), so a pid reused by another program is not taken for the owner. */
  started?: string;
}

/**
 * Takes the folder's lock: a file created with O_EXCL holding this process's pid. A lock whose
 * process is gone is taken over. The lock is released by the returned function, or when the
 * process exits.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const target = resolve(dir);
  const file = join(target, LOCK_FILE);
  const mine = `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readOrUndefined(file);
      if (text === undefined) continue; // released meanwhile: try again
      const owner = parseOwner(text);
      if (owner && ownerIsAlive(owner, file)) throw new DataDirInUseError(target, owner.pid);
      if (!removeStaleLock(file, text)) await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    try {
      writeSync(fd, mine);
    } finally {
      closeSync(fd);
    }
    held.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(file);
      process.off('exit', release);
      // Only our own lock: never one another process took over after a forced takeover.
      if (readOrUndefined(file) === mine) unlinkSync(file);
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`Could not take the lock ${file}: other processes keep changing it.`);
}

/** Lock files this process holds; only consulted where /proc cannot tell the process's start time. */
const held = new Set<string>();

function parseOwner(text: string): LockOwner | undefined {
  const [pid, started] = text.split('\n');
  const n = Number(pid);
  if (!Number.isInteger(n) || n <= 0) return undefined;
  return { pid: n, started: started || undefined };
}

function ownerIsAlive(owner: LockOwner, file: string): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.started && started) return owner.started === started;
  // Without start times, our own pid in the file is only ours if we hold the lock.
  if (owner.pid === process.pid) return held.has(file);
  return true;
}

/**
 * Removes a stale lock, unless someone else changed it since we read it. A guard file serialises
 * takeovers, so two processes cannot both remove the stale lock and the second remove the
 * first one's fresh lock. Returns false when another takeover is under way.
 */
function removeStaleLock(file: string, staleText: string): boolean {
  const guard = `${file}.takeover`;
  try {
    closeSync(openSync(guard, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(guard).mtimeMs > STALE_GUARD_MS) unlinkSync(guard);
    } catch {}
    return false;
  }
  try {
    if (readOrUndefined(file) === staleText) unlinkSync(file);
    return true;
  } finally {
    unlinkSync(guard);
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie has exited; where nothing reaps it (a container's pid 1 may not), it stays listed.
  return procStat(pid)?.[0] !== 'Z';
}

/** Start time (field 22 of /proc/<pid>/stat, clock ticks since boot); undefined without /proc. */
function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** The fields of /proc/<pid>/stat from field 3 (state) on; undefined without /proc. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
