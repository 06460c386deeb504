// Garbage decisions of real tune checkpoints (issue 12, class 7), one class each, beside the decision of the same shape
// that must stay in: the agent's step or workaround, a form's plain yes, a reply turning every option down with taste,
// a user's working rule, and the lead of a list. Every fixture is made up, shaped like the real records.
import { describe, expect, it } from 'vitest';
import { extractDecisions } from './decisions.js';
import { answeredChoices, userClarification } from './form-answers.js';
import { reportedChoices } from './report-decisions.js';
import { userDecision } from './user-statements.js';

const texts = (message: string): string[] => extractDecisions(message).map((d) => d.text);

describe("the agent's way around a tool that failed is no decision", () => {
  it.each([
    '`gh pr edit` is currently failing on the deprecated Projects Classic field, so I’m switching to the REST PR update endpoint for the body only.',
    'Screenshot capture is timing out on the WebGL canvas, so I’m switching to DOM/log checks first and will only try image capture again if it’s cheap.',
    'New-tab creation is flaky in the in-app browser right now, so I’m going to use the selected tab instead of opening more tabs.',
    'The repo-local helper isn’t present at `scripts/dispatch.sh`; I’m switching to the installed helper path described by the skill.',
  ])('"%s"', (message) => {
    expect(texts(message)).toEqual([]);
  });

  it('a switch the agent gives a reason for in the work still chooses', () => {
    expect(texts('I’m switching to tmux session IDs, which avoids quoting and name ambiguity.')).toHaveLength(1);
  });
});

describe("the agent's next step is no decision", () => {
  it('a choice that waits on a result not yet seen', () => {
    const message = 'I’m trying `acme summarize` as a final cross-check. If it produces a usable summary, I’ll use it; if it’s too generic, I’ll stick with the direct repo evidence.';
    expect(texts(message)).toEqual([]);
  });

  it('a look announced after a lead', () => {
    const message = 'Dev server is live at `http://127.0.0.1:5173/`. Per the verification skill, I’m going to inspect it in a browser now rather than relying on the build alone.';
    expect(texts(message)).toEqual([]);
  });

  it('a move somewhere to look', () => {
    expect(texts('Now I’m switching to `~/work/site` and looking for the actual theme definitions instead of the generated CSS.')).toEqual([]);
  });

  it('a choice left to the user', () => {
    const message = 'Nothing implemented, including the retry code still sitting uncommitted in the working tree, which I’ll strip out whenever you’ve settled on a direction.';
    expect(texts(message)).toEqual([]);
  });

  it('the skill the agent takes up for the task', () => {
    expect(texts('I’ll use the `repo-history` skill here so the ideas are grounded in the recorded sessions instead of vibes.')).toEqual([]);
  });

  it('a way chosen for the work after a lead still chooses', () => {
    const message = 'At runtime the metadata has `repositoryUrl`. Instead of modifying the frontend type, I’ll use a safer runtime check.';
    expect(texts(message)).toHaveLength(1);
  });
});

describe("a form's plain yes or no is no decision", () => {
  const form = 'Include _test.go files in the sweep? [Yes, include tests | No, source only]';

  it('a yes to doing more of the work asked', () => {
    const output = 'Your questions have been answered: "Include _test.go files in the sweep?"="Yes, include tests". You can now continue with these answers in mind.';
    expect(answeredChoices(output, form)).toEqual([]);
  });

  it('an answer that picks one of two named ways is still a choice', () => {
    const output = 'Your questions have been answered: "Comment cleanup scope: function-only or all doc comments?"="All doc comments". You can now continue with these answers in mind.';
    expect(answeredChoices(output, 'Comment cleanup scope: function-only or all doc comments? [Functions only | All doc comments]')).toHaveLength(1);
  });
});

describe('a reply turning every offered option down with taste is no decision', () => {
  it('feedback that sends the agent back to the work', () => {
    expect(userClarification('ew i hate all of those. it shouldnt sound so AI generated. the idea is that your ship crashed and youre going to repair it')).toBeNull();
  });

  it('a reply naming the way wanted instead still picks', () => {
    expect(userClarification("I don't like any of those, keep the original opening line and only shorten it")).not.toBeNull();
  });
});

describe("a form's question of where something is or what it is called is no decision", () => {
  it('the answer names a fact of the user\'s setup', () => {
    const form = 'Where is the existing REPL binary? Is it `acme-cli` or something else? I need to know the binary name and how it accepts prompts so I can write the integration. [acme-cli | acme | Other]';
    const output = 'Your questions have been answered: "Where is the existing REPL binary? Is it `acme-cli` or something else? I need to know the binary name and how it accepts prompts so I can write the integration."="acme-cli, look at how the other PR drives it". You can now continue with these answers in mind.';
    expect(answeredChoices(output, form)).toEqual([]);
  });

  it('a question of which way to build still chooses', () => {
    const form = 'Should we vendor the e2e helpers from the cli repo, or depend on the binary in PATH? [Vendor | Depend on PATH]';
    const output = 'Your questions have been answered: "Should we vendor the e2e helpers from the cli repo, or depend on the binary in PATH?"="keep it simple, just use the installed command". You can now continue with these answers in mind.';
    expect(answeredChoices(output, form)).toHaveLength(1);
  });
});

describe("a form's answer to a question that runs to a paragraph", () => {
  it('is read as any other answer', () => {
    const question =
      'The e2e tests need the `acme` binary (via E2E_ACME_BIN) and a real agent REPL binary that fires hooks via `acme hooks <agent> <hook-name>`. ' +
      'For the new agent this means we would need: (1) a REPL binary that deterministically creates files and fires hooks, similar to the echo agent. ' +
      '(2) Tests that run `acme enable --agent new`, send prompts, and verify checkpoints and rewind work. Should these e2e tests live in the core repo ' +
      '(alongside the existing echo agent tests), or here in the agents repo? The core repo already has the full infrastructure (test utilities, wrapper, artifact capture).';
    const form = `${question} [In the core repo (Recommended) | In the agents repo | Both repos]`;
    const output = `User has answered your questions: "${question}"="in the agents repo, because this repo is to help users create their own agents so they need a way to run e2e". You can now continue with the user's answers in mind.`;
    expect(answeredChoices(output, form).map((d) => d.text)).toEqual([
      expect.stringMatching(/the user chose "in the agents repo, because this repo is to help users create their own agents/),
    ]);
  });
});

describe('a reply asking to be shown more before choosing is no decision', () => {
  it('a request for an example or an explanation picks no way', () => {
    expect(userClarification('give example of how entire collab command will work')).toBeNull();
    expect(userClarification('can you walk me through what the CLI would do on a handoff')).toBeNull();
  });

  it('a reply saying which way is still a choice', () => {
    expect(userClarification('build it in the cli, the skill only wraps the commands')).not.toBeNull();
  });
});

describe('a user thinking aloud with a question is no decision', () => {
  it.each([
    'so basically same layout as now but remove the run prefix, I dont think we need attempts just use run- prefix, but what happens with the experiments folder',
    'also what about the same test id across two suites do we just add a number. I think with the index file we dont need any breaking changes',
  ])('"%s"', (prompt) => {
    expect(userDecision(prompt)).toBeNull();
  });

  it('the same turn-down said outright still decides', () => {
    expect(userDecision('I dont think we need attempts, just use the run- prefix')).not.toBeNull();
  });
});

describe("a user's working rule is no decision", () => {
  it.each(['do not run the tests every time, just on the eventual HEAD', "oh, please don't amend commits - it messes with the entire workflows", 'no need to run the browser tests'])('"%s"', (prompt) => {
    expect(userDecision(prompt)).toBeNull();
  });

  it("a rule on the code itself stays the user's decision", () => {
    expect(userDecision('do not fall back to the old parser, skip the record with a warning')?.text).toBe('do not fall back to the old parser, skip the record with a warning');
  });
});

describe('the lead of a list is no decision', () => {
  it('a report sentence that ends on a colon', () => {
    const report = 'I changed two things from what came back, both from looking at the screenshots rather than the report:\n\n1. The gutter stays.\n2. The shadow goes.';
    expect(reportedChoices(report)).toEqual([]);
  });

  it('the same report said whole still chooses', () => {
    expect(reportedChoices('Changed the export to stream rows instead of buffering them, because the large checkpoints ran out of memory.')).toHaveLength(1);
  });
});
