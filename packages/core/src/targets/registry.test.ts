import { describe, expect, it } from 'vitest';
import { TARGETS, type TargetName } from '../types/agents.js';
import { fixtureHandoff } from './__fixtures__/handoff.js';
import { continuationPrompt } from './framing.js';
import { getTarget, TARGET_FRAMINGS } from './registry.js';

const handoff = fixtureHandoff(['claude-code']);
const framed = (name: TargetName) => {
  const t = getTarget(name);
  return { intro: t.intro(handoff).join('\n'), outro: t.outro(handoff).join('\n') };
};

/** Every piece of transcript-derived text in the fixture: no framing may echo any of it. */
function transcriptTexts(): string[] {
  const h = fixtureHandoff();
  return [
    h.task?.text,
    h.latestInstruction?.text,
    h.nextStep?.text,
    h.statusReason,
    ...h.currentState.map((f) => f.text),
    ...h.recentProgress.map((f) => f.text),
    ...h.openQuestions.map((f) => f.text),
    ...h.decisions.map((d) => d.text),
    ...h.errors.map((e) => e.decisiveLine),
    ...h.todos.map((t) => t.text),
    ...h.commands.map((c) => c.command),
    ...h.filesTouched,
  ].filter((s): s is string => typeof s === 'string');
}

describe('target framings', () => {
  it('has one framing per target, registered under its own name', () => {
    expect(Object.keys(TARGET_FRAMINGS).sort()).toEqual([...TARGETS].sort());
    for (const name of TARGETS) expect(getTarget(name).name).toBe(name);
  });

  it.each([...TARGETS])('%s: names itself and the source agent, and opens with verify-then-first-safe-step', (name) => {
    const t = getTarget(name);
    const { intro } = framed(name);
    expect(intro).toContain(`This handoff is for ${t.displayName}.`);
    expect(intro).toContain('Claude Code recorded');
    const verify = intro.indexOf('Verify the current state first');
    const firstStep = intro.indexOf('first safe step');
    expect(verify).toBeGreaterThan(-1);
    expect(firstStep).toBeGreaterThan(verify);
    for (const probe of ['git status --short', 'git branch --show-current', 'git rev-parse HEAD']) expect(intro).toContain(probe);
  });

  it.each([...TARGETS])("%s: speaks the target's own tool vocabulary", (name) => {
    const t = getTarget(name);
    const { intro, outro } = framed(name);
    for (const tool of Object.values(t.vocabulary)) expect(`${intro}\n${outro}`).toContain(`\`${tool}\``);
  });

  it('uses the exact tool names of each agent', () => {
    expect(getTarget('claude').vocabulary).toMatchObject({ edit: 'Edit', write: 'Write', shell: 'Bash', todo: 'TodoWrite' });
    expect(getTarget('codex').vocabulary).toMatchObject({ edit: 'apply_patch', shell: 'exec_command', todo: 'update_plan' });
    expect(getTarget('gemini').vocabulary).toMatchObject({ edit: 'replace', write: 'write_file', shell: 'run_shell_command', todo: 'write_todos' });
    expect(getTarget('opencode').vocabulary).toMatchObject({ edit: 'edit', write: 'write', shell: 'bash', todo: 'todowrite' });
    expect(getTarget('cursor').vocabulary).toMatchObject({ edit: 'StrReplace', write: 'Write', shell: 'Shell', todo: 'TodoWrite' });
  });

  it('maps the source agent tools onto the target tools', () => {
    expect(framed('codex').intro).toContain('`Edit`/`MultiEdit`/`Write` → `apply_patch`');
    expect(framed('codex').intro).toContain('`TodoWrite` → `update_plan`');
    expect(framed('gemini').intro).toContain('`Bash` → `run_shell_command`');
    expect(framed('opencode').intro).toContain('`TodoWrite` → `todowrite`');
    expect(framed('cursor').intro).toContain('`Bash` → `Shell`');
    // Cursor has Write, Read, Grep and TodoWrite too: no pointless "Write → Write".
    expect(framed('cursor').intro).not.toMatch(/`Write` →/);
    const fromCodex = getTarget('claude').intro(fixtureHandoff(['codex'])).join('\n');
    expect(fromCodex).toContain('`apply_patch` → `Edit`/`Write`');
    expect(fromCodex).toContain('`update_plan` → `TodoWrite`');
    // Antigravity: only the tools Entire's integration names are mapped.
    const fromAgy = getTarget('claude').intro(fixtureHandoff(['antigravity'])).join('\n');
    expect(fromAgy).toContain('Where the session shows Antigravity tools, use yours: `replace_file_content`/`multi_replace_file_content` → `Edit`, `write_to_file` → `Write`, `run_command` → `Bash`.');
  });

  it('says so when the session was written by the target itself, and names every source agent', () => {
    expect(framed('claude').intro).toContain('The session was also Claude Code: the tool names in it are yours.');
    const mixed = getTarget('opencode').intro(fixtureHandoff(['codex', 'gemini', 'pi'])).join('\n');
    expect(mixed).toContain('Codex, Gemini CLI and pi recorded');
    expect(mixed).toContain('Where the session shows Gemini CLI tools, use yours');
    expect(mixed).toContain('map its tool names onto yours by what they do');
    const none = getTarget('codex').intro(fixtureHandoff([])).join('\n');
    expect(none).toContain('an unidentified agent recorded');
  });

  it.each([...TARGETS])('%s: the outro sends the reader to the quoted open question first, only when there is one', (name) => {
    expect(framed(name).outro).toContain('Ask the user the open question quoted above before anything else');
    const noQuestion = getTarget(name).outro({ ...handoff, openQuestions: [] }).join('\n');
    expect(noQuestion).not.toContain('open question quoted above');
    const two = getTarget(name).outro({ ...handoff, openQuestions: [...handoff.openQuestions, ...handoff.openQuestions] }).join('\n');
    expect(two).toContain('open questions quoted above');
  });

  it.each([...TARGETS])('%s: never echoes transcript text in its framing', (name) => {
    const { intro, outro } = framed(name);
    for (const text of transcriptTexts()) {
      expect(intro).not.toContain(text);
      expect(outro).not.toContain(text);
    }
    expect(`${intro}\n${outro}`).not.toContain('rm -rf');
  });

  it('frames the same handoff differently for every target', () => {
    const seen = new Set(TARGETS.map((n) => `${framed(n).intro}\n${framed(n).outro}`));
    expect(seen.size).toBe(TARGETS.length);
  });

  it('starts each CLI interactively with a one-line prompt naming the file, never with bypass flags', () => {
    const file = 'plans/handoffs/fix-week-dates-20261130-2340.md';
    const prompt = continuationPrompt(file);
    expect(prompt).toBe(`Read ${file} and continue the session it describes; verify its Current state section first.`);
    expect(getTarget('claude').launchCommand(file)).toEqual({ command: 'claude', args: [prompt] });
    expect(getTarget('codex').launchCommand(file)).toEqual({ command: 'codex', args: [prompt] });
    expect(getTarget('gemini').launchCommand(file)).toEqual({ command: 'gemini', args: ['-i', prompt] });
    expect(getTarget('opencode').launchCommand(file)).toEqual({ command: 'opencode', args: ['--prompt', prompt] });
    expect(getTarget('cursor').launchCommand(file)).toBeNull();
    expect(getTarget('cursor').launchHint).toMatch(/paste the handoff/);
    const bypass = /dangerously|yolo|bypass|skip-permissions|full-auto|^-y$|^--yes$|^--auto$/;
    for (const name of TARGETS) {
      for (const arg of getTarget(name).launchCommand(file)?.args ?? []) expect(arg).not.toMatch(bypass);
    }
  });
});
