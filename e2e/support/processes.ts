/**
 * What Linux says about a local server process: which pid listens on a port, its resident memory and
 * the CPU time it has used. Shared by the 60 s load test and the BFF bench (plain Node runs this file too).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The pid listening on a local port (`next start` answers from its `next-server` process). */
export function pidOnPort(port: number | string): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!pid) throw new Error(`no listener on ${port}: ${out}`);
  return pid;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Linux clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat times; read on first use. */
let clockTicks: number | undefined;

/** CPU time (user + system, ms) a process has used so far. */
export function cpuMs(pid: number): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}
