import { readdirSync, readFileSync } from 'node:fs';

/** What /proc (Linux) says of process `pid`: its state, parent and start time; undefined once it is gone. */
function status(pid: number): { state: string; ppid: number; started: string } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid … starttime …": the command may hold spaces and brackets, so read after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, ppid: Number(fields[1]), started: fields[19]! };
}

/** A process as it is now: its id, and when it started, which tells it from a later process given the same id. */
export interface ProcessRef {
  pid: number;
  started: string;
}

/** The processes below `pid`: its children, theirs, and so on. */
export function descendants(pid: number): ProcessRef[] {
  const children = new Map<number, ProcessRef[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const found = status(Number(name));
    if (found) children.set(found.ppid, [...(children.get(found.ppid) ?? []), { pid: Number(name), started: found.started }]);
  }
  const below = (p: number): ProcessRef[] => (children.get(p) ?? []).flatMap((child) => [child, ...below(child.pid)]);
  return below(pid);
}

/** Whether the process still runs: a zombie (exited, its status not yet collected) does not, nor a later one with its id. */
export const running = ({ pid, started }: ProcessRef) => {
  const now = status(pid);
  return now !== undefined && now.started === started && now.state !== 'Z' && now.state !== 'X';
};

/** Kills the process if it still runs (never a later process given the same id). */
export function kill(target: ProcessRef) {
  if (!running(target)) return;
  try {
    process.kill(target.pid, 'SIGKILL');
  } catch {
    // gone in between
  }
}
