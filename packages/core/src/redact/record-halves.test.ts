/**
 * A secret given in two messages with words around each half (issue 13: a secret split over two records). Values
 * are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { halvesAcross } from './record-halves.js';
import { RecordPairs } from './record-pairs.js';
import type { TranscriptEvent } from '../types/events.js';

const halves = (secret: string): [string, string] => [secret.slice(0, secret.length / 2), secret.slice(secret.length / 2)];

describe('the halves of a secret in two messages', () => {
  it('redacts both halves when the second message says it continues the first', () => {
    const cases: [string, (a: string) => string, (b: string) => string][] = [
      [fake.github('ghp_', 5401), (a) => `first part of the deploy token: ${a} (the paste stopped there)`, (b) => `and the rest: ${b} thanks`],
      [fake.alnum(40, 5402), (a) => `api key (1/2): ${a}`, (b) => `api key (2/2): ${b}`],
      [fake.gitlab(5403), (a) => `the token starts with ${a}`, (b) => `and ends with ${b}`],
    ];
    for (const [secret, first, second] of cases) {
      const [a, b] = halves(secret);
      const out = halvesAcross(first(a), second(b));
      expect(out).not.toBeNull();
      expect(out!.join('\n')).not.toContain(a);
      expect(out!.join('\n')).not.toContain(b);
      expect(out![0]).toContain('[REDACTED:');
      expect(out![1]).toContain('[REDACTED:');
    }
  });

  it('keeps messages that say nothing of a rest, and runs that make no secret joined', () => {
    const [a, b] = halves(fake.alnum(40, 5404));
    expect(halvesAcross(`the token: ${a}`, `also ${b}`)).toBeNull();
    expect(halvesAcross('build 4821 failed on the runner', `the rest of the suite passed in run ${fake.hex(12, 5405)}`)).toBeNull();
    expect(halvesAcross(`commit ${fake.hex(40, 5406)} is on main`, `the second one is ${fake.hex(40, 5407)}`)).toBeNull();
  });
});

describe('two prompts in a transcript', () => {
  const prompt = (text: string, line: number): TranscriptEvent => ({ kind: 'user_prompt', text, line });

  it('come out with both halves redacted, an answer of the assistant between them', () => {
    const [a, b] = halves(fake.alnum(44, 5408));
    const pairs = new RecordPairs();
    const events: TranscriptEvent[] = [
      prompt(`here is the signing secret, part one: ${a} (more follows)`, 0),
      { kind: 'assistant_text', text: 'Go on.', line: 1 },
      prompt(`second half: ${b}`, 2),
    ];
    const out = [...events.flatMap((ev) => pairs.push(ev)), ...pairs.flush()];
    const texts = JSON.stringify(out);
    expect(texts).not.toContain(a);
    expect(texts).not.toContain(b);
  });
});
