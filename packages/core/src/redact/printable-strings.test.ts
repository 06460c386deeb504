import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { maskPersonalEmails } from './personal-email.js';
import { redactForOutput, redactJson } from './redact.js';

describe('redactJson names the strings it found clean as they stand', () => {
  const token = fake.github();

  it('names a redacted text and a clean one, each of which redactForOutput gives back unchanged', () => {
    const { value, printable } = redactJson({ task: `push with ${token} please`, note: 'run the tests again', n: 3 });
    expect(value.task).not.toContain(token);
    expect([...printable].sort()).toEqual([value.note, value.task].sort());
    for (const s of printable) expect(redactForOutput(s)).toBe(s);
  });

  it('leaves out what was changed after its last scan: an id kept under its key, a text `after` rewrote, a name', () => {
    const callId = 'custom_call_e4vv6jametr5QtqB3e40jy2N';
    const mail = 'write to jane.doe@gmail.com about the release';
    const { value, printable } = redactJson({ source: { callId }, mail, files: ['src/app.ts'] }, maskPersonalEmails, (key, parent) => parent === 'files' && key !== undefined);
    expect(value.source.callId).toBe(callId);
    expect(value.mail).not.toBe(mail);
    expect(printable.has(callId)).toBe(false);
    expect(printable.has(value.mail)).toBe(false);
    expect(printable.has('src/app.ts')).toBe(false);
  });
});
