import { describe, expect, it } from 'vitest';
import { MissingBinaryError, runPiped, runProcess } from './process.js';

describe('runProcess', () => {
  it('feeds stdin and answers stdout without a shell', async () => {
    expect((await runProcess('cat', [], { input: '$(echo no) -x', timeoutMs: 5000 })).stdout).toBe('$(echo no) -x');
  });

  it('reports the exit code with stderr, a missing binary, and a deadline', async () => {
    await expect(runProcess('sh', ['-c', 'echo broken >&2; exit 4'], { timeoutMs: 5000 })).rejects.toThrow('sh failed (4): broken');
    await expect(runProcess('no-such-binary-here', [], { timeoutMs: 5000 })).rejects.toBeInstanceOf(MissingBinaryError);
    await expect(runProcess('sleep', ['5'], { timeoutMs: 100 })).rejects.toThrow(/longer than 100 ms/);
  });
});

describe('runPiped', () => {
  it('pipes the first into the second', async () => {
    await expect(runPiped({ binary: 'cat', args: [] }, { binary: 'sh', args: ['-c', 'test "$(cat)" = hello'] }, 'hello', 5000)).resolves.toBeUndefined();
    await expect(runPiped({ binary: 'cat', args: [] }, { binary: 'sh', args: ['-c', 'test "$(cat)" = hello'] }, 'other', 5000)).rejects.toThrow(/sh failed/);
  });

  it('blames the first step when both fail, and stops both at the deadline', async () => {
    const first = { binary: 'sh', args: ['-c', 'echo first >&2; exit 2'] };
    const second = { binary: 'sh', args: ['-c', 'cat >/dev/null; sleep 0.1; echo second >&2; exit 3'] };
    await expect(runPiped(first, second, '', 5000)).rejects.toThrow('sh failed (2): first');
    await expect(runPiped({ binary: 'sleep', args: ['5'] }, { binary: 'cat', args: [] }, '', 100)).rejects.toThrow(/longer than 100 ms/);
    await expect(runPiped({ binary: 'cat', args: [] }, { binary: 'no-such-binary-here', args: [] }, 'x', 5000)).rejects.toBeInstanceOf(MissingBinaryError);
  });
});
