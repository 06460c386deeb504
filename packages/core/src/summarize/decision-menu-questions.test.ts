// A pick after a question about the menu (issue 12, class 7: decisions missed): the assistant lays out lettered ways,
// the user asks about one of them, the assistant answers, and the user then picks by letter ("okay can you just do a
// then"). The question left the menu open; a request in between closes it.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const MENU = [
  'I looked at how the other plugin is built. It does two things:',
  '',
  '- **(a)** registers the skills directory through the `config` hook, so the editor finds `plugins/acme/skills`',
  '- **(b)** injects a bootstrap skill into the first message of every session',
  '',
  'Should our plugin be config-only, or do we inject bootstrap context too?',
].join('\n');

const ANSWER = [
  'The case for a bootstrap skill is proactive use; the case against is that we ship only three skills and every session pays its tokens.',
  '',
  'My recommendation: not yet. For now the plugin should just handle (a), the piece that is actually missing.',
  '',
  'Does that reasoning track?',
].join('\n');

function userDecisions(between: TranscriptEvent[], pick: string): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  const events: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 7, text: 'I think our editor plugin is missing the entry point the other project has. Can you look?' },
    { kind: 'assistant_text', line: 38, text: MENU },
    { kind: 'turn_end', line: 39 },
    ...between,
    { kind: 'assistant_text', line: 44, text: ANSWER },
    { kind: 'turn_end', line: 45 },
    { kind: 'user_prompt', line: 47, text: pick },
  ];
  for (const e of events) b.add(e);
  return b.build().decisions.filter((d) => d.by === 'user').map((d) => d.text);
}

describe('a pick by letter after a question about the menu', () => {
  it('takes the option the earlier menu listed', () => {
    const d = userDecisions([{ kind: 'user_prompt', line: 42, text: 'would we benefit from a bootstrap skill similar to b?' }], 'okay can you just do a then');
    expect(d.some((t) => t.includes('registers the skills directory through the config hook'))).toBe(true);
  });

  it('carries no older menu past a question about something else', () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 7, text: 'Help me design a skill where two agents write one spec together.' },
      { kind: 'assistant_text', line: 64, text: 'How should agents know what to do on their turn?\n\n1. Role-based prompts at kickoff\n2. Free-form, agents decide\n3. The user just talks naturally\n\nWhich one?' },
      { kind: 'turn_end', line: 65 },
      { kind: 'user_prompt', line: 67, text: '1' },
      { kind: 'assistant_text', line: 90, text: 'Role-based it is. I wrote the spec to `docs/collab.md`.' },
      { kind: 'turn_end', line: 91 },
      { kind: 'user_prompt', line: 1388, text: 'how to set the cli to the local build again?' },
      { kind: 'assistant_text', line: 1401, text: '`~/go/bin/` is not on your PATH, so the installed build wins. Two options:\n\n**Option 1: Symlink (quick)**\n```bash\nsudo ln -sf ~/go/bin/acme /opt/homebrew/bin/acme\n```\n\n**Option 2: Add go bin to PATH**\n```bash\nexport PATH="$HOME/go/bin:$PATH"\n```\n\n**Option 3: Just alias for this session**\n```bash\n! alias acme=~/go/bin/acme\n```\n\nOption 3 is safest.' },
      { kind: 'turn_end', line: 1402 },
      { kind: 'user_prompt', line: 1404, text: 'do option 3' },
    ];
    for (const e of events) b.add(e);
    const d = b.build().decisions.map((x) => x.text);
    expect(d.some((t) => t.includes('The user just talks naturally'))).toBe(false);
  });

  it('takes nothing when a request stood in between', () => {
    const d = userDecisions([{ kind: 'user_prompt', line: 42, text: 'first tidy the install docs.' }], 'okay can you just do a then');
    expect(d).toEqual([]);
  });
});
