import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { handedBackStep } from './handed-back-steps.js';

const HANDED = [
  'コミット完了。jj に取り込んでプッシュします。',
  '',
  '以下を実行してください:',
  '',
  '```bash',
  'jj git import',
  'jj bookmark set main -r @',
  'jj git push -b main',
  '```',
  '',
  'プッシュ後、タグを打って publish をトリガーします:',
  '',
  '```bash',
  'git tag v0.4.6',
  'git push origin v0.4.6',
  '```',
].join('\n');
const ASKED = '確認OKでした。plan.md, README更新後にcommit,push,publishしてください';

describe('a shipping step handed back to the user', () => {
  it('is the push the prompt asked for, given as commands to run and never run', () => {
    expect(handedBackStep(ASKED, HANDED, ['cargo fmt', 'git add Cargo.toml README.md && git commit -m "feat: fetch --tracked option (v0.4.6)"'])).toBe('push');
  });

  it('is none when the step ran since the prompt, was not asked for, or was ruled out', () => {
    expect(handedBackStep(ASKED, HANDED, ['git commit -m "v0.4.6" && jj git push -b main', 'git push origin v0.4.6'])).toBeNull();
    expect(handedBackStep('update the README and commit it', HANDED, [])).toBeNull();
    expect(handedBackStep("commit it, but don't push yet", HANDED, [])).toBeNull();
    expect(handedBackStep('commit and push', 'Committed and pushed: `e793411` is on origin/main.', [])).toBeNull();
  });

  it('a publish asked for and handed back as a tag push is a release left to the user', () => {
    const message = 'Pushed to main. To publish, tag the release:\n\n```sh\n$ git tag v2.1.0\n$ git push origin v2.1.0\n```';
    expect(handedBackStep('commit, push and publish 2.1.0', message, ['git push origin main'])).toBe('publish');
  });

  it('keeps the work in progress after a commit that closed the edits', () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 818, text: ASKED },
      { kind: 'file_edit', line: 831, callId: 'e1', tool: 'Edit', paths: ['Cargo.toml'], change: 'update' },
      { kind: 'tool_result', line: 833, callId: 'e1', isError: false, output: 'The file Cargo.toml has been updated successfully.' },
      { kind: 'shell', line: 870, callId: 'c1', tool: 'Bash', command: 'git add Cargo.toml && git commit -m "feat: fetch --tracked option (v0.4.6)"' },
      { kind: 'tool_result', line: 873, callId: 'c1', isError: false, exitCode: 0, output: '[detached HEAD e793411] feat: fetch --tracked option (v0.4.6)\n 1 file changed' },
      { kind: 'assistant_text', line: 876, text: HANDED },
    ];
    for (const e of events) b.add(e);
    const h = b.build();
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toContain('push');
  });
});
