/**
 * The benchmark's CPU accounting (tools/perf/process-cpu.ts): /proc stat lines, and which processes'
 * time it adds from its samples, on made-up samples (no process runs).
 */
import { describe, expect, it } from 'vitest';
import { parseProcStat, StageCpu } from '@/tools/perf/process-cpu';

/** A /proc/<pid>/stat line with these fields (in clock ticks) and the rest zero. */
function statLine(command: string, { ppid, pgrp, utime, stime, cutime = 0, cstime = 0 }: { ppid: number; pgrp: number; utime: number; stime: number; cutime?: number; cstime?: number }): string {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  return `4242 (${command}) S ${ppid} ${pgrp} ${pgrp} 0 -1 4194304 10 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 2004702 3133440 390\n`;
}

const stat = (fields: Parameters<typeof statLine>[1]) => parseProcStat(statLine('node', fields));

describe('parseProcStat', () => {
  it('reads the parent, group and CPU ticks after a command name holding spaces and parentheses', () => {
    expect(parseProcStat(statLine('next-server (v16) worker', { ppid: 7, pgrp: 9, utime: 120, stime: 30, cutime: 400, cstime: 25 }))).toEqual({ ppid: 7, pgrp: 9, own: 150, children: 425 });
  });

  it('refuses a line that is not one', () => {
    expect(() => parseProcStat('4242 (node) S 1 2')).toThrow(/not a \/proc\/<pid>\/stat line/);
  });
});

describe('StageCpu', () => {
  // Back to clock ticks: Linux reports 100 a second (USER_HZ) on every architecture.
  const ticks = (cpu: StageCpu, group: number) => cpu.groupSeconds(group) * 100;

  it("counts a group's first process with what it waited for, and a child waited for only through it", () => {
    const cpu = new StageCpu();
    cpu.sample(new Map([[100, stat({ ppid: 1, pgrp: 100, utime: 50, stime: 0 })], [101, stat({ ppid: 100, pgrp: 100, utime: 30, stime: 0 })]]));
    // The child ended and its parent waited for it: its 40 ticks are in the parent's children.
    cpu.sample(new Map([[100, stat({ ppid: 1, pgrp: 100, utime: 60, stime: 5, cutime: 40 })]]));
    expect(ticks(cpu, 100)).toBeCloseTo(105);
  });

  it('counts the children a group runs while its first process waits for them (tsx starting node)', () => {
    const cpu = new StageCpu();
    cpu.sample(new Map([[500, stat({ ppid: 1, pgrp: 500, utime: 1, stime: 0 })], [501, stat({ ppid: 500, pgrp: 500, utime: 80, stime: 10 })]]));
    // Both ended before the next sample: the last one seen stands.
    cpu.sample(new Map());
    expect(ticks(cpu, 500)).toBeCloseTo(91);
  });

  it('adds a process whose parent ended first (reparented, or seen alive after its parent was gone)', () => {
    const cpu = new StageCpu();
    cpu.sample(new Map([[200, stat({ ppid: 1, pgrp: 200, utime: 10, stime: 0 })], [201, stat({ ppid: 200, pgrp: 200, utime: 5, stime: 0 })], [202, stat({ ppid: 200, pgrp: 200, utime: 1, stime: 0 })]]));
    // 200 is gone; 201 was reparented to init; 202 still shows its first parent in this sample.
    cpu.sample(new Map([[201, stat({ ppid: 1, pgrp: 200, utime: 20, stime: 2 })], [202, stat({ ppid: 200, pgrp: 200, utime: 3, stime: 0, cutime: 4 })]]));
    expect(ticks(cpu, 200)).toBeCloseTo(10 + 22 + 7);
  });

  it("keeps each group's processes to that group", () => {
    const cpu = new StageCpu();
    cpu.sample(new Map([[300, stat({ ppid: 1, pgrp: 300, utime: 8, stime: 0 })], [400, stat({ ppid: 1, pgrp: 400, utime: 70, stime: 0 })]]));
    expect(ticks(cpu, 300)).toBeCloseTo(8);
    expect(ticks(cpu, 999)).toBe(0);
  });
});
