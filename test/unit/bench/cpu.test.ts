import { describe, expect, it } from 'vitest';
import { msAtShare, statCpuTicks } from '../../../bench/support/cpu.js';

describe('bench CPU accounting', () => {
  it('reads utime, stime, cutime and cstime past a command name holding spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const stat = '4242 (node (a) b) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 40 7 3 20 0 11 0 5000 0 0';
    expect(statCpuTicks(stat)).toBe(250 + 40 + 7 + 3);
  });

  it('spreads the CPU over the share, never beyond the wall time', () => {
    // 600 CPU ms at 0.29 vCPU: about 2.07 s with the share to itself, whatever the busy machine's wall time.
    expect(msAtShare(9000, 600, 0.29)).toBeCloseTo(2068.97, 1);
    // Waits off the CPU: the wall time is the bound.
    expect(msAtShare(1000, 600, 0.29)).toBe(1000);
    // No CPU figure (no control group): the wall time.
    expect(msAtShare(1234, Number.NaN, 0.58)).toBe(1234);
  });
});
