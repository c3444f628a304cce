import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** What the lock file records: which process, started when (in ticks since boot), on which boot. */
type LockOwner = { pid: number; startTicks: string | null; bootId: string | null; token: string };

const readProc = (p: string) => {
  try {
    return fs.readFileSync(p, 'utf8');
  } catch {
    return null;
  }
};

/** A process's start time (field 22 of /proc/<pid>/stat), or null where /proc is not there. */
export function processStartTicks(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds now, by lock file, so "already open here" is told from "left by my pid's predecessor". */
const heldHere = new Map<string, string>();

/**
 * Whether the recorded owner is still the same running process. A pid alone is not enough: a
 * container restarted as pid 1 finds pid 1 in the lock it left (issue 13), and pids are reused.
 * Same pid, same start time and same boot means the same process; anything else is stale.
 */
function ownerIsRunning(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isAlive(owner.pid)) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  const ticks = processStartTicks(owner.pid);
  if (owner.startTicks && ticks) return owner.startTicks === ticks;
  return true; // no /proc here: a live pid is taken at its word
}

function parseOwner(text: string): LockOwner {
  try {
    const v = JSON.parse(text) as Partial<LockOwner>;
    if (typeof v === 'object' && v && typeof v.pid === 'number')
      return { pid: v.pid, startTicks: v.startTicks ?? null, bootId: v.bootId ?? null, token: v.token ?? '' };
  } catch {
    /* the older format: just the pid */
  }
  return { pid: Number(text), startTicks: null, bootId: null, token: '' };
}

/**
 * PGlite is one PostgreSQL running inside this process: a second process opening the same
 * folder (the CLI while the server runs, a second `npm start`) would corrupt it. The lock file
 * names the owning process by pid, start time and boot; a lock whose process is gone, or whose
 * pid now belongs to another process (a restarted container's pid 1), is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'revy.lock');
  if (heldHere.has(file))
    throw new DataDirLockedError(`The embedded database in ${dir} is already open in this process.`);
  const me: LockOwner = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    bootId: bootId(),
    token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      heldHere.set(file, me.token);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        try {
          if (parseOwner(fs.readFileSync(file, 'utf8')).token === me.token) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = parseOwner(fs.readFileSync(file, 'utf8'));
      if (owner.pid !== process.pid && ownerIsRunning(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${owner.pid} (is the server running?). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL) to share one database between processes.',
        );
      }
      // Stale: its process is gone, or our pid is a new process's (a restarted container).
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`);
}
