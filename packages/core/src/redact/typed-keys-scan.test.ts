/**
 * A secret typed into a terminal by a keystroke sender (tmux send-keys, screen's stuff, xdotool type), and the
 * commands and keys those tools type every day, which stay. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a secret typed as keystrokes', () => {
  it.each([
    ["tmux send-keys -t work 'Hunter2!xq' Enter", 'Hunter2!xq'],
    ['tmux send-keys -t db:0 "Zq8vLmR41" C-m', 'Zq8vLmR41'],
    ["tmux send-keys -t 0 'p@ssw0rd2024' Enter", 'p@ssw0rd2024'],
    ["screen -S vpn -X stuff 'Blu3Whale!\\n'", 'Blu3Whale!'],
    ["xdotool type 'Summ3r#Breeze'", 'Summ3r#Breeze'],
    ["tmux send-keys -t s 'K1ngF1sher' Enter", 'K1ngF1sher'],
    ['{"command":"tmux send-keys -t vpn \\"Qw3rty!77\\" Enter"}', 'Qw3rty!77'],
  ])('redacts the value of %s', (text, value) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(value);
  });

  it('keeps commands, keys and names', () => {
    const texts = [
      "tmux send-keys -t work 'npm test' Enter",
      "tmux send-keys -t 0 'q' Enter",
      "tmux send-keys -t dev 'cd ~/src/app && make' C-m",
      "tmux send-keys -t s 'pytest' Enter",
      "tmux send-keys -t s 'python3' Enter",
      "tmux send-keys -t s 'ipython3' Enter",
      "tmux send-keys -t s 'MyScript.py' Enter",
      "tmux send-keys -t s 'docker-compose' Enter",
      "tmux send-keys -t main:1 'vim src/index.ts' Enter",
      "xdotool type 'Hello World'",
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
