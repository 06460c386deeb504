/**
 * Hooks that failed on every run to the end of the part (a hook command the agent's settings hold but its runner
 * refuses, a hook whose program errors each time): the integration is broken, whether or not the agent noticed. A hook
 * that ran well after failing is over. Said once per failure message, naming the hooks and how many runs failed.
 */
import type { HookRunEvent } from '../types/events.js';
import type { ErrorFact } from '../types/handoff.js';
import type { Held, HeldRef } from './source-lines.js';
import { oneLine } from './clip.js';

const MAX_HOOKS = 64;
const MESSAGE_MAX = 240;

interface Streak {
  /** Runs failed since the hook last ran well. */
  failed: number;
  /** Whether it ever ran well in the part. */
  everPassed: boolean;
  error: string | null;
  source: HeldRef | null;
}

export class HookFailures {
  private readonly hooks = new Map<string, Streak>();

  note(e: HookRunEvent, source: HeldRef): void {
    const streak = this.hooks.get(e.hook) ?? { failed: 0, everPassed: false, error: null, source: null };
    this.hooks.delete(e.hook);
    if (this.hooks.size >= MAX_HOOKS) this.hooks.delete(this.hooks.keys().next().value ?? '');
    this.hooks.set(e.hook, e.error === null ? { failed: 0, everPassed: true, error: null, source: null } : { ...streak, failed: streak.failed + 1, error: oneLine(e.error, MESSAGE_MAX), source });
  }

  /** One failure per message: the hooks whose last runs failed with it, and how many runs failed. */
  standing(): Held<ErrorFact>[] {
    const byMessage = new Map<string, { hooks: string[]; runs: number; always: boolean; source: HeldRef }>();
    for (const [hook, s] of this.hooks) {
      if (s.failed === 0 || s.error === null || s.source === null) continue;
      const seen = byMessage.get(s.error);
      if (seen === undefined) {
        byMessage.set(s.error, { hooks: [hook], runs: s.failed, always: !s.everPassed, source: s.source });
        continue;
      }
      seen.hooks.push(hook);
      seen.runs += s.failed;
      seen.always &&= !s.everPassed;
      seen.source = s.source;
    }
    return [...byMessage].map(([message, g]) => ({ text: failureText(g.hooks, g.runs, g.always), command: null, decisiveLine: message, source: g.source, verified: true }));
  }
}

function failureText(hooks: string[], runs: number, always: boolean): string {
  const names = `${hooks.length === 1 ? 'The hook' : 'The hooks'} ${hooks.join(', ')}`;
  const times = runs === 1 ? 'once' : `${runs} times`;
  return always ? `${names} failed on every run (${times}), to the end of the session` : `${names} failed on every run since they last ran well (${times}), to the end of the session`;
}
