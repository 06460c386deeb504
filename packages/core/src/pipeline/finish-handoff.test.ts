import { describe, expect, it } from 'vitest';
import { CPID, CWD, SID, sessionEvents } from '../summarize/__fixtures__/sessions.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { randomFrom } from '../redact/fake-secrets.js';
import { findSecrets } from '../redact/redact.js';
import type { TranscriptEvent } from '../types/events.js';
import { finishHandoff } from './finish-handoff.js';

const TOKEN = `ghp_${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 36, 52)}`;
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
});
