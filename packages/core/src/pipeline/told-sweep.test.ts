/** A told value swept out of a handoff's facts. The values are made up here. */
import { describe, expect, it } from 'vitest';
import { redactJson } from '../redact/redact.js';
import { ToldValues } from '../redact/told-values.js';
import { sweptOfTold, toldRedacted } from './told-sweep.js';

describe('told sweep', () => {
  it('redacts a value one fact told as a password where another fact repeats it bare', () => {
    const facts = { task: 'The deploy password for staging is walnut-cobalt-5521 please keep it', filesTouched: ['ops/walnut-cobalt-5521.note', 'src/app.ts'], todo: 'rotate walnut-cobalt-5521 before Friday' };
    const r = redactJson(facts);
    expect(r.value.filesTouched[0]).toContain('walnut-cobalt-5521');
    const swept = sweptOfTold(r.value, r.told);
    expect(JSON.stringify(swept.value)).not.toContain('walnut-cobalt-5521');
    expect(swept.value.filesTouched[1]).toBe('src/app.ts');
    expect(swept.findings).toHaveLength(2);
    expect(swept.changed.has('ops/walnut-cobalt-5521.note')).toBe(true);
  });

  it('redacts a value the session told in a fact that never had its context', () => {
    const session = new ToldValues();
    session.add('Zw8-pQ3r-tT6y', 'generic-secret');
    const facts = { branch: 'hotfix/Zw8-pQ3r-tT6y', todos: [{ text: 'rotate Zw8-pQ3r-tT6y before Friday' }] };
    const swept = sweptOfTold(facts, session);
    expect(swept.value).toEqual({ branch: 'hotfix/[REDACTED:generic-secret]', todos: [{ text: 'rotate [REDACTED:generic-secret] before Friday' }] });
  });

  it('keeps the facts as they are when no told value stands in them', () => {
    const facts = { files: ['a.ts'], n: 3 };
    const session = new ToldValues();
    session.add('Kestrel9!Moor', 'generic-secret');
    expect(sweptOfTold(facts, session).value).toBe(facts);
    expect(toldRedacted('no secret here', session).findings).toEqual([]);
  });
});
