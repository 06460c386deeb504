/** The session's words as the source of told values. The values are made up here. */
import { describe, expect, it } from 'vitest';
import { ToldValues } from '../redact/told-values.js';
import { noteTold } from './told-intake.js';

describe('told intake', () => {
  it('remembers what a prompt, a reply, a command and a step tell as secrets', () => {
    const told = new ToldValues();
    noteTold(told, { kind: 'user_prompt', text: 'the ldap bind password is Heron58#quarry, use it for the sync', line: 1 });
    noteTold(told, { kind: 'assistant_text', text: 'Set DB_PASSWORD=Vq7!mossLantern22 in the env file.', line: 2 });
    noteTold(told, { kind: 'shell', command: 'export API_TOKEN=Rn4TzQ8wLp2YvK6mXc9B', callId: 'c1', tool: 'Bash', line: 3 });
    const text = 'ls /srv/Heron58#quarry; git checkout -b fix/Vq7!mossLantern22; curl /in/Rn4TzQ8wLp2YvK6mXc9B/go';
    expect(told.spansIn(text).map((s) => text.slice(s.start, s.end))).toEqual(['Heron58#quarry', 'Vq7!mossLantern22', 'Rn4TzQ8wLp2YvK6mXc9B']);
  });

  it('reads no tool output, and finds nothing in words that tell no secret', () => {
    const told = new ToldValues();
    noteTold(told, { kind: 'tool_result', callId: 'c1', output: 'PASSWORD=Oyster31!ridge', isError: false, line: 4 } as never);
    noteTold(told, { kind: 'user_prompt', text: 'rename the folder release-2024 to release-2025 and rerun the tests', line: 5 });
    expect(told.size).toBe(0);
  });
});
