import { describe, expect, it } from 'vitest';
import { fake } from '../redact/fake-secrets.js';
import { cutsShown, withCutLedger } from '../safety/cut-ledger.js';
import { keptMessage, mayOfferMenu } from './assistant-tail.js';
import { LIMITS } from './builder-model.js';
import { clipTail } from './clip.js';
import type { HeldRef } from './source-lines.js';

const source = { file: 'session.jsonl' } as unknown as HeldRef;
const token = fake.github('ghp_', 31);
const report = (n: number): string => `Step ${n}: the migration ran on staging and the tests passed.\n`.repeat(40).trim();

describe('the assistant message kept', () => {
  it('clips a long message, and the messages it goes on, only when its text is read, as clipping at once would', async () => {
    // the tail window starts inside the token: it is redacted whole before the cut, and noted for the receipt
    const long = `${'x'.repeat(300)} ${token} ${'y'.repeat(LIMITS.assistantChars - 22)}`;
    const { kept, shown } = await withCutLedger(async () => {
      const first = keptMessage(null, report(1), source, 1);
      const second = keptMessage(first, long, source, 2);
      expect(Object.getOwnPropertyDescriptor(second, 'full')?.get).toBeDefined();
      return { kept: second.full, shown: cutsShown([second.full]) };
    });
    const atOnce = clipTail(`${report(1)}\n${long}`, LIMITS.assistantChars);
    expect(kept).toBe(atOnce);
    expect(kept).toContain('[REDACTED:');
    expect(kept).not.toContain(token.slice(-8));
    expect(shown).toHaveLength(1);
  });

  it('is clipped at once outside a build', () => {
    const kept = keptMessage(null, report(1), source, 1);
    expect(Object.getOwnPropertyDescriptor(kept, 'full')?.value).toBe(report(1));
  });

  it('may offer a menu only when it closes on a question or it, or one it goes on, lists bold labels', () => {
    const menu = keptMessage(null, 'Two ways:\n- **Guard it** — add a flag\n- **Accept it** — leave it', source, 1);
    const after = keptMessage(menu, 'Which one?', source, 2);
    const plain = keptMessage(null, report(1), source, 3);
    expect(mayOfferMenu(menu, 'Two ways:\n- **Guard it** — add a flag\n- **Accept it** — leave it')).toBe(true);
    expect(mayOfferMenu(keptMessage(after, 'Done.', source, 3), 'Done.')).toBe(true);
    expect(mayOfferMenu(plain, report(1))).toBe(false);
    expect(mayOfferMenu(plain, 'Shall I go on?')).toBe(true);
  });
});
