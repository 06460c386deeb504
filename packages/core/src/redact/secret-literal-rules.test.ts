/** A secret's value given to the command that makes the secret. The values are made up here. */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('kubectl create secret --from-literal', () => {
  it('redacts each literal, quoted or bare, whatever its key is called', () => {
    const cmd = "kubectl create secret generic billing --from-literal=value='Maren4410_q8Tz' --from-literal=pw=tq83kfl2mz91xc -n prod";
    const out = redactText(cmd).text;
    expect(out).not.toContain('Maren4410_q8Tz');
    expect(out).not.toContain('tq83kfl2mz91xc');
    expect(out).toContain('-n prod');
  });

  it('keeps who and where, a reference, and a literal of another command', () => {
    for (const kept of [
      'kubectl create secret generic db-creds --from-literal=username=admin --from-literal=host=pg.internal',
      'kubectl create secret generic db-creds --from-literal=password="$(cat pw.txt)"',
      'kubectl create configmap app --from-literal=LOG_LEVEL=verbose-debug',
    ]) expect(redactText(kept).text).toBe(kept);
  });
});
