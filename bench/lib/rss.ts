import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid from the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parseStatPpid(stat: string): number | null {
  const end = stat.lastIndexOf(')');
  if (end < 0) return null;
  const fields = stat.slice(end + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** VmRSS in kB from the text of /proc/<pid>/status; 0 for a process without one (a zombie). */
export function parseVmRssKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** `root` and all its descendants, given each process's parent. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    if (found.includes(pid)) continue;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function processParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readText(`/proc/${name}/stat`);
    const ppid = stat === null ? null : parseStatPpid(stat);
    if (ppid !== null) parents.set(Number(name), ppid);
  }
  return parents;
}

/** RSS of a process and its descendants, in MB (1024² bytes); null when the process is gone. */
export function treeRssMb(root: number): number | null {
  if (readText(`/proc/${root}/status`) === null) return null;
  let kb = 0;
  for (const pid of descendants(root, processParents())) {
    const status = readText(`/proc/${pid}/status`);
    if (status !== null) kb += parseVmRssKb(status);
  }
  return kb / 1024;
}
