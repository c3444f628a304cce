import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { spawn } from 'node:child_process';
import { DataDirLockedError, lockDataDir, processStartTicks } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-db-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('embedded database folder', () => {
  it('refuses a second opener while the first holds it, and reopens after close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'revy.lock'), '999999999');
    const db = await openDatabase({ dataDir });
    await db.ping();
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'revy.lock'))).toBe(false);
  });

  it('takes over a lock that names this very pid but another process (a container restarted as pid 1)', () => {
    const dir = tempDir();
    // What the previous container's pid 1 left: our pid, but an earlier start.
    fs.writeFileSync(
      path.join(dir, 'revy.lock'),
      JSON.stringify({ pid: process.pid, startTicks: '1', bootId: null, token: 'old' }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'revy.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      startTicks: processStartTicks(process.pid),
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError); // but not twice in this process
    release();
    expect(fs.existsSync(path.join(dir, 'revy.lock'))).toBe(false);
    // The older format (a bare pid) naming this pid is stale too.
    fs.writeFileSync(path.join(dir, 'revy.lock'), String(process.pid));
    lockDataDir(dir)();
  });

  it('takes over a lock whose pid was reused by another process, and refuses one held by a live owner', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((r) => setTimeout(r, 100));
      const pid = other.pid!;
      fs.writeFileSync(
        path.join(dir, 'revy.lock'),
        JSON.stringify({ pid, startTicks: processStartTicks(pid), bootId: null, token: 'x' }),
      );
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
      fs.writeFileSync(
        path.join(dir, 'revy.lock'),
        JSON.stringify({ pid, startTicks: '12345', bootId: null, token: 'x' }),
      );
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
  });
});
