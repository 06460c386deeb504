/** Helpers shared by the adapter tests (not part of the library's API). */
import type { TranscriptEvent } from '../types/events.js';
import { adapterFor } from './index.js';
import type { TranscriptFormat } from '../types/agents.js';

/** Runs JSONL text through a format's parser (line = index of the line). */
export function parseLines(format: TranscriptFormat, lines: string[]): TranscriptEvent[] {
  const parser = adapterFor(format).createParser();
  const out: TranscriptEvent[] = [];
  lines.forEach((l, i) => {
    let v: unknown;
    try {
      v = JSON.parse(l);
    } catch {
      return;
    }
    out.push(...parser.push(v, i));
  });
  out.push(...parser.finish());
  return out;
}

/** Runs the messages of a JSON document through a format's parser. */
export function parseMessages(format: TranscriptFormat, messages: unknown[]): TranscriptEvent[] {
  const parser = adapterFor(format).createParser();
  const out: TranscriptEvent[] = [];
  messages.forEach((m, i) => out.push(...parser.push(m, i)));
  out.push(...parser.finish());
  return out;
}

export function ofKind<K extends TranscriptEvent['kind']>(events: TranscriptEvent[], kind: K): Extract<TranscriptEvent, { kind: K }>[] {
  return events.filter((e): e is Extract<TranscriptEvent, { kind: K }> => e.kind === kind);
}

/** The result joined to the call whose `command` matches. */
export function resultOfShell(events: TranscriptEvent[], match: RegExp) {
  const call = ofKind(events, 'shell').find((s) => match.test(s.command));
  if (!call) return undefined;
  return ofKind(events, 'tool_result').find((r) => r.callId === call.callId);
}

export function j(v: unknown): string {
  return JSON.stringify(v);
}
