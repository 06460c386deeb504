import { describe, expect, it } from 'vitest';
import { CPID, CWD, SID, sessionEvents } from '../summarize/__fixtures__/sessions.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { fake } from '../redact/fake-secrets.js';
import { findSecrets, redactForOutput } from '../redact/redact.js';
import type { TranscriptEvent } from '../types/events.js';
import { finishHandoff, printableStrings } from './finish-handoff.js';

const TOKEN = fake.github('ghp_', 52);
const NOW = new Date('2026-03-02T12:00:00Z');

function finished(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: SID, checkpointId: CPID, agent: 'claude-code', cwd: CWD });
  for (const e of events) b.add(e);
  return finishHandoff(b.build(), { target: null, now: NOW });
}

describe('finishHandoff', () => {
  it('prints the final count of a clean handoff, which a further scan leaves as it is', () => {
    const h = finished(sessionEvents());
    expect(h.redactions.total).toBe(0);
    expect(h.markdown).toContain('Redactions: 0 secret(s) redacted');
    expect(findSecrets(h.markdown)).toEqual([]);
  });

  it('redacts a secret the facts hold, and the printed count is the receipt', () => {
    const events = sessionEvents();
    events.push({ kind: 'user_prompt', line: 900, ts: '2026-03-02T11:00:00Z', text: `use GITHUB_TOKEN=${TOKEN} to push the branch` });
    const h = finished(events);
    expect(h.markdown).not.toContain(TOKEN);
    expect(h.markdown).toContain('[REDACTED:');
    expect(h.redactions.total).toBeGreaterThan(0);
    expect(h.markdown).toContain(`Redactions: ${h.redactions.total} secret(s) redacted`);
    expect(findSecrets(h.markdown)).toEqual([]);
  });

  it('names its markdown and its redacted facts as printable, each unchanged by a further fail-safe redaction', () => {
    const events = sessionEvents();
    events.push({ kind: 'user_prompt', line: 900, ts: '2026-03-02T11:00:00Z', text: `use GITHUB_TOKEN=${TOKEN} to push the branch` });
    const h = finished(events);
    const printable = printableStrings(h);
    expect(printable.has(h.markdown)).toBe(true);
    expect(h.latestInstruction && printable.has(h.latestInstruction.text)).toBe(true);
    for (const s of printable) {
      expect(s).not.toContain(TOKEN);
      expect(redactForOutput(s)).toBe(s);
    }
    expect(printableStrings({ ...h }).size).toBe(0);
  });
});
