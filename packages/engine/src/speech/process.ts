import { spawn } from 'node:child_process';

export interface ProcessResult {
  stdout: string;
  stderr: string;
}

export interface ProcessOptions {
  /** Written to stdin, then stdin is closed (stdin is closed at once when absent). */
  input?: string;
  timeoutMs: number;
}

/** The binary is not installed (spawn ENOENT), so callers can say which package to install. */
export class MissingBinaryError extends Error {
  constructor(readonly binary: string) {
    super(`${binary} is not installed or not on PATH`);
  }
}

const TAIL = 2000;

/**
 * Runs a binary with an argument list (never a shell, so script text cannot become a command) and
 * answers its output; rejects with the end of stderr on a non-zero exit, and kills it at the deadline.
 */
export function runProcess(binary: string, args: string[], opts: ProcessOptions): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-TAIL)));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    child.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err.code === 'ENOENT' ? new MissingBinaryError(binary) : err);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`${binary} took longer than ${opts.timeoutMs} ms and was stopped`));
      else if (code !== 0) reject(new Error(`${binary} failed (${code ?? signal}): ${stderr.trim() || 'no message'}`));
      else resolve({ stdout, stderr });
    });
    // A child that exits early closes stdin under us; its exit code tells the real story.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}

export interface PipedStep {
  binary: string;
  args: string[];
}

/**
 * Runs `first | second` without a shell: `input` goes to the first's stdin, its stdout into the
 * second's stdin. Both are killed at the deadline. When both fail, the first one's error is the cause
 * (the second only saw its input end early).
 */
export function runPiped(first: PipedStep, second: PipedStep, input: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const steps = [first, second];
    const children = [
      spawn(first.binary, first.args, { stdio: ['pipe', 'pipe', 'pipe'] }),
      spawn(second.binary, second.args, { stdio: ['pipe', 'ignore', 'pipe'] }),
    ] as const;
    const failures: (Error | null)[] = [null, null];
    let spawnError: Error | null = null; // a step that could not start; the other is killed for it
    const stderr = ['', ''];
    let open = 2;
    let timedOut = false;
    const killAll = () => children.forEach((c) => c.kill('SIGKILL'));
    const timer = setTimeout(() => {
      timedOut = true;
      killAll();
    }, timeoutMs);
    children.forEach((child, i) => {
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr[i] = (stderr[i] + d).slice(-TAIL)));
      child.stdin.on('error', () => {});
      child.once('error', (err: NodeJS.ErrnoException) => {
        spawnError ??= err.code === 'ENOENT' ? new MissingBinaryError(steps[i]!.binary) : err;
        killAll();
      });
      child.once('close', (code, signal) => {
        if (code !== 0) failures[i] ??= new Error(`${steps[i]!.binary} failed (${code ?? signal}): ${stderr[i]!.trim() || 'no message'}`);
        if (--open > 0) return;
        clearTimeout(timer);
        if (timedOut) reject(new Error(`${first.binary} | ${second.binary} took longer than ${timeoutMs} ms and was stopped`));
        else if (spawnError ?? failures[0] ?? failures[1]) reject(spawnError ?? failures[0] ?? failures[1]);
        else resolve();
      });
    });
    const [a, b] = children;
    a.stdout.on('error', () => {});
    a.stdout.pipe(b.stdin);
    a.stdin.end(input);
  });
}
