// A long prompt that opens by picking an option the assistant numbered, then asks for more (issue 12): the pick is a
// decision, quoted by its opening sentence; a long prompt that only mentions an option, or a number, picks nothing.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';

const said = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const asked = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const texts = (ds: { text: string }[]) => ds.map((d) => d.text);

const PLAN = `The gap is entirely on the Go side, where \`NoExitCode\` is consumed in only two places:

1. [terminal.go:355](src/runtime/terminal.go:355) — \`StatusCodes()\` uses it only for CMD.
2. [writer.go:310](src/terminal/writer.go:310) — the FTCS mark already omits the exit code.

## Proposed change

1. **Expose a global template property** — \`.Executed\` (bool, false on empty Enter), set in \`loadCache\`.
2. **Optionally** make the status segment hide when nothing executed. This changes behavior for all users.

My recommendation: option 1, small and non-breaking. Want me to go ahead with that, and if so, with or without the status-segment auto-hide option?`;

const MORE =
  "and maybe one other analysis I wanted to look at is in case the user presses Enter in their terminal. My assumption is we can just return the cached prompt instead of recreating everything from scratch, because theoretically they never execute anything that changes something, or maybe that's an assumption on my end. Probably depends on when the latest prompt was rendered.";

describe('a long prompt that opens by picking a numbered option', () => {
  it('takes the option from the last list, quoted by the opening sentence', () => {
    const h = handoff([asked('Investigate the issue and give me an analysis first.'), said(PLAN), asked(`Go for option 1, ${MORE}`)]);
    expect(texts(h.decisions)).toContainEqual(
      'The user chose "Expose a global template property": .Executed (bool, false on empty Enter), set in loadCache. (option 1 of those offered): "Go for option 1, and maybe one other analysis I wanted to look at is in case the user presses Enter in their terminal."',
    );
  });

  it('picks nothing when the option is only mentioned, not listed, or not led by punctuation', () => {
    const mentioned = handoff([asked('Investigate the issue.'), said(PLAN), asked(`I read option 1 twice, ${MORE}`)]);
    expect(texts(mentioned.decisions).join('\n')).not.toContain('option 1 of those offered');
    const unlisted = handoff([asked('Investigate the issue.'), said(PLAN), asked(`Go for option 3, ${MORE}`)]);
    expect(texts(unlisted.decisions).join('\n')).not.toContain('of those offered');
    const running = handoff([asked('Investigate the issue.'), said(PLAN), asked(`Go for option 1 tests first ${MORE}`)]);
    expect(texts(running.decisions).join('\n')).not.toContain('of those offered');
  });
});
