import { describe, expect, it } from 'vitest';
import { fake } from '../redact/fake-secrets.js';
import { findSecrets } from '../redact/redact.js';
import { anyCutNoted, cutsShown, withCutLedger } from './cut-ledger.js';
import { headRedacted, sliceRedacted } from './redacted-cut.js';

const token = fake.github('ghp_', 7);
const log = (at: number): string => `${'npm verb build step ok\n'.repeat(Math.ceil(at / 23)).slice(0, at)}export GH=${token} done\n${'npm info ok\n'.repeat(40)}`;

describe('cut ledger', () => {
  it('counts a secret redacted to make a cut once its marker is in the output', async () => {
    const text = log(500);
    const cutAt = text.indexOf(token) + 10;
    await withCutLedger(async () => {
      const head = headRedacted(text, cutAt);
      expect(head).toContain('[REDACTED:github-token]');
      expect(head).not.toContain(token.slice(0, 10));
      expect(cutsShown([`Output:\n${head}…`])).toEqual([{ rule: 'github-token', fingerprint: findSecrets(` ${token} `)[0]!.fingerprint }]);
      // the same cut, re-flowed onto one line by the render, is still recognised
      expect(cutsShown([head.replace(/\n/g, ' ')])).toHaveLength(1);
    });
  });

  it('says whether the build noted a cut: a cut that redacted nothing notes none', async () => {
    const text = log(500);
    await withCutLedger(async () => {
      headRedacted(text, 40);
      expect(anyCutNoted()).toBe(false);
      headRedacted(text, text.indexOf(token) + 10);
      expect(anyCutNoted()).toBe(true);
    });
    expect(anyCutNoted()).toBe(false);
  });

  it('does not count a cut piece that is not shown, nor another piece with a marker of the same rule', async () => {
    const text = log(800);
    await withCutLedger(async () => {
      sliceRedacted(text, 0, text.indexOf(token) + 5);
      const other = `a different line with [REDACTED:github-token] in it`;
      expect(cutsShown([other, 'nothing here'])).toEqual([]);
    });
  });

  it('keeps nothing outside a build, and each build its own', async () => {
    const text = log(300);
    headRedacted(text, text.indexOf(token) + 3);
    const [a, b] = await Promise.all([
      withCutLedger(async () => cutsShown([headRedacted(text, text.indexOf(token) + 3)])),
      withCutLedger(async () => cutsShown([headRedacted(text, text.indexOf(token) + 3)])),
    ]);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
  });
});
