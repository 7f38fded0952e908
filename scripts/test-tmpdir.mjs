// Where a test run puts its temporary files: a directory of its own, removed when the run ends (or by the
// next run, when its process died first), so files the suites leave (media made at import time, a killed
// server's data) do not pile up run after run.
// It lies in memory (tmpfs at /dev/shm) when the machine has room and TMPDIR is unset: each suite copies
// a migrated database (1,215 files) and writes media, and on this disk copying the database took 0.7 s
// and on tmpfs 0.05 s. Otherwise it lies in TMPDIR. Workers inherit it through the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHM = '/dev/shm';
const NEEDED_BYTES = 4 * 1024 ** 3;
/** Set once the run's directory exists: a worker (or a second load of the config) reuses it. */
const RUN_DIR_ENV = 'FRAMECAST_TEST_RUN_TMP';

function memoryBase() {
  try {
    const { bavail, bsize } = fs.statfsSync(SHM);
    if (bavail * bsize < NEEDED_BYTES) return undefined;
    const dir = path.join(SHM, 'framecast-tests');
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    return dir;
  } catch {
    return undefined;
  }
}

/** A run's directory is named for its process, so a later run can tell which ones nobody will remove. */
const RUN_NAME = /^framecast-run-(\d+)-/;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * Removes the directories of runs whose process is gone: one killed midway, or a tool that only read the
 * config (knip does, in the lint step) and so never reached a teardown.
 */
function removeDeadRuns(base) {
  for (const name of fs.readdirSync(base)) {
    const pid = RUN_NAME.exec(name)?.[1];
    if (pid && !alive(Number(pid))) fs.rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

export function openRunTmpdir() {
  if (process.env[RUN_DIR_ENV]) return process.env[RUN_DIR_ENV];
  const base = (!process.env.TMPDIR && memoryBase()) || os.tmpdir();
  removeDeadRuns(base);
  const dir = fs.mkdtempSync(path.join(base, `framecast-run-${process.pid}-`));
  process.env.TMPDIR = dir;
  process.env[RUN_DIR_ENV] = dir;
  return dir;
}

export function removeRunTmpdir() {
  const dir = process.env[RUN_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
