/**
 * Whether a session's agent still runs, from the `owner` Entire records in its state (the `proclive.Identity` of the
 * process that owns the turn: `{pid, start, boot?, host?, name?}`). Same precedence as Entire's `proclive.Check`: no
 * pid or another host is unknown; another boot is dead; a missing pid is dead; a different start fingerprint (pid
 * reused) is dead; otherwise alive. Only reads `/proc` and signals nothing (signal 0 is an existence check).
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { OwnerIdentity } from '../types/entire-extras.js';
import { capString } from '../store/json-values.js';
import { isObj } from '../types/is-obj.js';

export type Liveness = 'alive' | 'dead' | 'unknown';

/** The recorded owner, or undefined when absent or not an identity (read leniently). */
export function readOwner(v: unknown): OwnerIdentity | undefined {
  if (!isObj(v)) return undefined;
  const o = v;
  const pid = o.pid;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, start: capString(o.start, 100), boot: capString(o.boot, 100), host: capString(o.host, 300), name: capString(o.name, 100) };
}

export interface Machine {
  hostname(): string | null;
  bootId(): string | null;
  /** true: a process with this pid exists; false: none; null: cannot tell. */
  exists(pid: number): boolean | null;
  /** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks); null elsewhere. */
  startOf(pid: number): string | null;
}

export function ownerLiveness(owner: OwnerIdentity | undefined, machine: Machine = thisMachine): Liveness {
  if (!owner) return 'unknown';
  if (owner.host && owner.host !== machine.hostname()) return 'unknown';
  if (owner.boot) {
    const boot = machine.bootId();
    if (!boot) return 'unknown';
    if (boot !== owner.boot) return 'dead';
  }
  const exists = machine.exists(owner.pid);
  if (exists === null) return 'unknown';
  if (!exists) return 'dead';
  const start = machine.startOf(owner.pid);
  if (owner.start && start && owner.start !== start) return 'dead';
  return 'alive';
}

const thisMachine: Machine = {
  hostname: () => {
    try {
      return hostname();
    } catch {
      return null;
    }
  },
  bootId: () => readSmall('/proc/sys/kernel/random/boot_id'),
  exists: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'ESRCH' ? false : code === 'EPERM' ? true : null;
    }
  },
  startOf: (pid) => {
    const stat = readSmall(`/proc/${pid}/stat`);
    if (!stat) return null;
    // The command name (field 2) is parenthesised and may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  },
};

function readSmall(path: string): string | null {
  if (process.platform !== 'linux') return null;
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}
