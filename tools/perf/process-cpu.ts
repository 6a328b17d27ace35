/**
 * CPU seconds (user + system) of a build stage's process trees, Linux only. Wall time on these
 * shared machines moves with the load; the CPU a build burns moves much less, so before/after
 * comparisons use it.
 *
 * The kernel adds a process's CPU and that of every child it waited for to its parent's `cutime` and
 * `cstime` when the parent waits for it. Each step's process is our child, so the growth of our own
 * children's time over a stage is the CPU of every process of the stage that was waited for, however
 * short-lived. What it misses is a process whose parent exited first (esbuild's service outlives
 * the Node process that started it): such an orphan is waited for by init. Sampling /proc finds
 * those, and adds their CPU as last seen (totalSeconds).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat this module reads, in clock ticks. */
interface ProcStat {
  ppid: number;
  pgrp: number;
  /** utime + stime: the process's own CPU. */
  own: number;
  /** cutime + cstime: the CPU of the children it has waited for. */
  children: number;
}

/**
 * Parses one /proc/<pid>/stat line: fields after the command name, which may hold spaces and
 * parentheses, so the line is split after its last `)`.
 * @internal Exported for its unit test (knip --production).
 */
export function parseProcStat(line: string): ProcStat {
  const fields = line.slice(line.lastIndexOf(')') + 2).trim().split(' ').map(Number);
  // fields[0] is the state (field 3 of proc(5)); utime is field 14, so fields[11].
  const at = (i: number) => fields[i] ?? Number.NaN;
  const stat = { ppid: at(1), pgrp: at(2), own: at(11) + at(12), children: at(13) + at(14) };
  if (Object.values(stat).some(Number.isNaN)) throw new Error(`not a /proc/<pid>/stat line: ${line.slice(0, 80)}`);
  return stat;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

function readStat(pid: number | 'self'): ProcStat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // The process ended between listing and reading.
    return undefined;
  }
}

/** Every live process of these process groups. */
export function groupProcesses(pgids: ReadonlySet<number>): Map<number, ProcStat> {
  const found = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && pgids.has(stat.pgrp)) found.set(Number(entry), stat);
  }
  return found;
}

interface Seen {
  /** The parent it had when first seen: a different one later means it was orphaned. */
  firstParent: number;
  group: number;
  last: ProcStat;
}

const ticksOf = (stat: ProcStat) => stat.own + stat.children;

/**
 * What a stage's processes have used so far, fed one /proc sample at a time (`sample`), read at the end
 * (`totalSeconds`, `groupSeconds`).
 */
export class StageCpu {
  private readonly startChildren = readStat('self')?.children ?? 0;
  private readonly seen = new Map<number, Seen>();
  /** Processes seen running after their parent was gone: init waits for them, so no one of ours counts them. */
  private readonly orphans = new Set<number>();
  /** Per process group, the most it was seen to have used (see sample). */
  private readonly groupTicks = new Map<number, number>();

  /** Records one sample: the live processes of the stage's groups (from groupProcesses). */
  sample(processes: ReadonlyMap<number, ProcStat>): void {
    for (const [pid, stat] of processes) {
      const known = this.seen.get(pid);
      const firstParent = known?.firstParent ?? stat.ppid;
      this.seen.set(pid, { firstParent, group: stat.pgrp, last: stat });
      if (stat.ppid !== firstParent || (this.seen.has(firstParent) && !processes.has(firstParent))) this.orphans.add(pid);
    }
    // A group has used what its live processes have, each with the children it waited for, plus, as
    // last seen, its orphans and its first process once ended (we wait for that one, not the group).
    // A process that ends moves into its parent's children's time, so the figure only grows; its
    // largest value is the closest to the truth.
    const used = new Map<number, number>();
    const add = (group: number, ticks: number) => used.set(group, (used.get(group) ?? 0) + ticks);
    for (const [pid, { firstParent, group, last }] of this.seen) {
      // Left out: an ended process that a parent of the group waited for, which holds its time now.
      if (processes.has(pid) || this.orphans.has(pid) || !this.seen.has(firstParent)) add(group, ticksOf(last));
    }
    for (const [group, ticks] of used) this.groupTicks.set(group, Math.max(ticks, this.groupTicks.get(group) ?? 0));
  }

  /**
   * CPU seconds of the whole stage; call once every step has exited. Two lower bounds, the larger
   * counts: what we waited for (exact, whatever its length) plus the orphans seen as such; and the
   * groups as sampled (short by what ran after the last sample, but holding an orphan that ended in
   * the same interval as its parent, as esbuild's service does with Contentlayer).
   */
  totalSeconds(): number {
    let waited = (readStat('self')?.children ?? 0) - this.startChildren;
    for (const [pid, { last }] of this.seen) if (this.orphans.has(pid)) waited += ticksOf(last);
    let sampled = 0;
    for (const ticks of this.groupTicks.values()) sampled += ticks;
    return Math.max(waited, sampled) / clockTicks();
  }

  /**
   * CPU seconds of one step's process group, as sampled: short of the exact figure by what its
   * processes used after the last sample.
   */
  groupSeconds(pgid: number): number {
    return (this.groupTicks.get(pgid) ?? 0) / clockTicks();
  }
}
