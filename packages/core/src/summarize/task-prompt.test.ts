import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { agreedTask, asksOnly, checksIn, namesNoWork, shipsOnly, standsAlone, statesOwnRequest } from './task-prompt.js';

const PROPOSAL = `Here's the plan for ENT-95:

1. Add a README.md to .entire/ explaining what the folder holds and that it is safe to delete
2. Add one to .git/entire-sessions/ and to the entire/sessions branch

Shall I implement it?`;

describe('the prompt that states the task', () => {
  it('names no work when it only agrees or only checks what the agent can reach', () => {
    for (const p of ["yep let's do it", 'yes please', 'ok, go ahead', 'Do it.', 'sounds good, do it', 'do you have access to linear?', '/commit-commands:commit-push-pr', 'hi', 'Hello there!']) {
      expect(namesNoWork(p), p).toBe(true);
    }
    for (const p of ["I'd like to work on linear ent-95 - let's brainstorm", 'yes, but use inline strings', 'do you have access to the logs? fix the flaky test', 'hi, the login test fails on CI']) {
      expect(namesNoWork(p), p).toBe(false);
    }
  });

  it('states a request of its own when the order names its object after an article', () => {
    for (const p of ['write a new poem', 'add a retry to the upload', 'create a dark mode toggle', 'make a basic home page']) expect(statesOwnRequest(p), p).toBe(true);
    for (const p of ['write it', 'add this too', 'make a']) expect(statesOwnRequest(p), p).toBe(false);
  });

  it('names no work when it only brings the working copy up to date; the next request is the task', () => {
    for (const p of ['check out main; pull the latest', 'switch to main and pull', 'git pull', 'first, checkout master then git pull origin main', 'checkout main..pull the latest', 'check out main, pull the latest..get rid of uncommitted changes']) {
      expect(namesNoWork(p), p).toBe(true);
    }
    for (const p of ['pull the latest and fix the build', 'check out main and add a test for the parser', 'update the README', 'checkout main..pull the latest..then fix the flaky test', 'discard the uncommitted changes and rewrite the parser']) {
      expect(namesNoWork(p), p).toBe(false);
    }
    const b = new HandoffBuilder({ sessionId: 's3', agent: 'codex' });
    b.add({ kind: 'user_prompt', text: 'check out main; pull the latest', line: 0 });
    b.add({ kind: 'assistant_text', text: 'On main, up to date with origin/main.', line: 1 });
    b.add({ kind: 'user_prompt', text: 'drop the slash from the /explain mentions in the README and open a PR', line: 2 });
    expect(b.build().task?.text).toContain('/explain');
  });

  it('names no work when it is a status command typed as the prompt; the next prompt is the task', () => {
    for (const p of ['entire status', 'git status', 'git status --short', 'gh pr status', 'git log --oneline', 'status']) {
      expect(namesNoWork(p), p).toBe(true);
    }
    for (const p of ['git status shows a conflict in main.go, fix it', 'entire status fails with exit 1', 'status page is blank', 'git log the release notes into CHANGELOG.md']) {
      expect(namesNoWork(p), p).toBe(false);
    }
    const b = new HandoffBuilder({ sessionId: 's5', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', text: 'entire status', line: 5 });
    b.add({ kind: 'assistant_text', text: 'Branch master, 2 files modified: code/data_utils.py, requirements.txt.', line: 12 });
    b.add({ kind: 'user_prompt', text: 'NT-Xent损失在动手学深度学习哪一节', line: 35 });
    b.add({ kind: 'assistant_text', text: '动手学深度学习里没有专门讲 NT-Xent 的一节。', line: 50 });
    expect(b.build().task?.text).toBe('NT-Xent损失在动手学深度学习哪一节');
  });

  it('names no work when it only asks where the work stands; the next request for a change is the task', () => {
    for (const p of ['where did we leave off?', 'learn about this current project and where we last left off', "what's the status", 'what is the status of the project?', 'Hey, catch me up: what were we working on?', 'read the notes and tell me where we are']) {
      expect(namesNoWork(p), p).toBe(true);
    }
    for (const p of ['where did we leave off? then fix the failing login test', "what's the status of the build, and update the changelog", 'learn about the project and add a dark mode toggle', "what's the state of the parser cache?"]) {
      expect(namesNoWork(p), p).toBe(false);
    }
    const b = new HandoffBuilder({ sessionId: 's4', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', text: 'learn about this current project and where we last left off', line: 0 });
    b.add({ kind: 'assistant_text', text: 'Last session moved the renewal flow to React Query; the subscription page tests still fail.', line: 1 });
    b.add({ kind: 'user_prompt', text: 'make the subscription page tests pass against the new renewal flow', line: 2 });
    expect(b.build().task?.text).toBe('make the subscription page tests pass against the new renewal flow');
    const alone = new HandoffBuilder({ sessionId: 's5', agent: 'claude-code' });
    alone.add({ kind: 'user_prompt', text: 'where did we leave off?', line: 0 });
    alone.add({ kind: 'assistant_text', text: 'We stopped after the panel migration; the VPN config export is next.', line: 1 });
    expect(alone.build().task?.text).toBe('where did we leave off?');
  });

  it('after an orientation, a go-ahead to commit and merge what the last session left names no work: the next request is the task', () => {
    for (const p of ['yeah we can commit and merge it', "ok let's commit and push", 'sure, merge it', 'yep, you can push it now']) expect(shipsOnly(p), p).toBe(true);
    for (const p of ['yeah we can merge the parser into the lexer', 'commit the fix and add a test']) expect(shipsOnly(p), p).toBe(false);
    const b = new HandoffBuilder({ sessionId: 's6', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', text: 'learn about this current project and where we last left off', line: 7 });
    b.add({ kind: 'assistant_text', text: 'The level-select branch is finished and its tests pass; it is not merged yet. Want me to commit and merge it?', line: 38 });
    b.add({ kind: 'user_prompt', text: 'yeah we can commit and merge it', line: 40 });
    b.add({ kind: 'shell', callId: 'c1', tool: 'Bash', command: 'git commit -am "Level select" && git checkout main && git merge level-select', line: 41 });
    b.add({ kind: 'tool_result', callId: 'c1', isError: false, exitCode: 0, output: 'Fast-forward', line: 42 });
    b.add({ kind: 'user_prompt', text: "actually next thing i wanted to change was this on the title page..is this even actually accurate YOUR SHIP'S AI HAS LOST ITS MEMORY", line: 56 });
    expect(b.build().task?.text).toContain('on the title page');
  });

  it('takes a bare agreement for the proposal it agrees to', () => {
    expect(agreedTask("yep let's do it", PROPOSAL)).toMatch(/^Agreed to the assistant's proposal \("yep let's do it"\): Here's the plan for ENT-95/);
    expect(agreedTask("yep let's do it", null)).toBeNull();
    expect(agreedTask('fix the README first', PROPOSAL)).toBeNull();
  });

  it('takes a bare agreement to the offer a finished report closes on for that offer, not for the report', () => {
    const report =
      '**Phase 2b is done and verified.**\n\n## What just happened\n- Applied the migration to the live database.\n- Proved the row-level security model: all 12 checks passed.\n\n' +
      'Want me to start **Phase 3 — the bookmarks CRUD UI + server actions** next?';
    expect(agreedTask('yes', report)).toBe('Agreed to the assistant\'s proposal ("yes"): Want me to start Phase 3 — the bookmarks CRUD UI + server actions next?');
  });

  it('in a session, the task is the proposal agreed to, or the first prompt after a reach check that names work', () => {
    const agreed = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    agreed.add({ kind: 'assistant_text', text: PROPOSAL, line: 1 });
    agreed.add({ kind: 'user_prompt', text: "yep let's do it", line: 2 });
    agreed.add({ kind: 'user_prompt', text: 'yep push and PR', line: 9 });
    expect(agreed.build().task?.text).toContain('ENT-95');
    expect(agreed.build().latestInstruction?.text).toBe('yep push and PR');

    const reach = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code' });
    reach.add({ kind: 'user_prompt', text: 'do you have access to linear?', line: 0 });
    reach.add({ kind: 'assistant_text', text: 'Yes, I can read Linear issues through the MCP server.', line: 1 });
    reach.add({ kind: 'user_prompt', text: "I'd like to work on linear ent-95 - let's brainstorm", line: 2 });
    reach.add({ kind: 'user_prompt', text: 'add a test for the parser too', line: 5 });
    expect(reach.build().task?.text).toBe("I'd like to work on linear ent-95 - let's brainstorm");
  });

  it('tells one question from a request, and a request that stands alone from a follow-up', () => {
    for (const p of ['why does this method only work on unix and not windows?', 'Are there git hooks that would tell us about a `git reset`? ', "isn't the branch captured at commit time?"]) {
      expect(asksOnly(p), p).toBe(true);
    }
    expect(asksOnly('the extension test was an e2e or a unit test?')).toBe(true);
    for (const p of ['can you fix the build?', 'why does this fail? fix it', 'remove the flag', 'the login test, can you fix it?']) expect(asksOnly(p), p).toBe(false);
    expect(standsAlone('all four')).toBe(false);
    expect(standsAlone('yes, fix it')).toBe(false);
    expect(standsAlone('arrggghh that is no good.\n\ncan we restructure the code in any way (an explicit return after each call?) to work around it?')).toBe(false);
    expect(standsAlone('Passing the API key in the payload puts it on the command line of the detached child; read it from the package variable instead.')).toBe(true);
  });

  it('a question answered without a change is no task: the request that stands alone after it is', () => {
    const answered = new HandoffBuilder({ sessionId: 's4', agent: 'claude-code' });
    answered.add({ kind: 'user_prompt', text: 'question: for manual commit the branch is captured when the user makes the commit or when the shadow checkpoint is created?', line: 3 });
    answered.add({ kind: 'assistant_text', text: 'At commit time: condensation reads the branch from HEAD.', line: 9 });
    const request =
      'This branch name extraction logic is duplicated in three places across the codebase (manual_commit_condensation.go lines 122-127, auto_commit.go lines 226-231 and 737-742). Consider extracting this into a helper function in common.go, similar to the existing GetGitAuthorFromRepo function.';
    answered.add({ kind: 'user_prompt', text: request, line: 23 });
    answered.add({ kind: 'user_prompt', text: 'does it make sense to then directly test the method instead of the overall functionality?', line: 98 });
    expect(answered.build().task?.text).toBe(request);

    const actedOn = new HandoffBuilder({ sessionId: 's5', agent: 'claude-code' });
    actedOn.add({ kind: 'user_prompt', text: 'why does the settings file lose the push option after entire enable?', line: 1 });
    actedOn.add({ kind: 'file_edit', tool: 'Edit', callId: 'e1', paths: ['setup.go'], line: 5 });
    actedOn.add({ kind: 'tool_result', callId: 'e1', output: 'The file setup.go has been updated.', isError: false, line: 6 });
    actedOn.add({ kind: 'user_prompt', text: 'Now please also add regression tests so that this never breaks again in a future refactoring of setup.', line: 9 });
    expect(actedOn.build().task?.text).toBe('why does the settings file lose the push option after entire enable?');
  });

  it("after a greeting, the task is the first prompt that names work", () => {
    const b = new HandoffBuilder({ sessionId: 's3', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', text: 'hi', line: 4 });
    b.add({ kind: 'assistant_text', text: 'Hi! What are we working on?', line: 5 });
    b.add({ kind: 'user_prompt', text: 'we get a false "branch conflict" warning when a second worktree starts a session; can we debug this?', line: 8 });
    b.add({ kind: 'user_prompt', text: '1', line: 20 });
    expect(b.build().task?.text).toMatch(/^we get a false "branch conflict" warning/);
  });

  describe("a checkpoint's part that starts later in the transcript", () => {
    const head = 'Add support for compact transcript files to the Kiro agent, as the protocol document describes';

    it("takes a short order that names its object for the part's task", () => {
      const b = new HandoffBuilder({ sessionId: 's7', agent: 'codex' });
      b.addHeadPrompt({ kind: 'user_prompt', text: head, line: 5 }, true);
      b.add({ kind: 'user_prompt', text: 'fix the linter errors', line: 276 });
      expect(b.build().task?.text).toBe('fix the linter errors');
    });

    it('looks past a push or a question the assistant answered to the request that follows', () => {
      const shipped = new HandoffBuilder({ sessionId: 's8', agent: 'claude-code' });
      shipped.addHeadPrompt({ kind: 'user_prompt', text: head, line: 8 }, true);
      shipped.add({ kind: 'user_prompt', text: 'push', line: 592 });
      const docs = 'there was a lot of thrashing to figure this out. is there anything we can add to AGENTS.md to help the next agent implementation?';
      shipped.add({ kind: 'user_prompt', text: docs, line: 601 });
      shipped.add({ kind: 'user_prompt', text: 'commit and push', line: 700 });
      expect(shipped.build().task?.text).toBe(docs);

      const asked = new HandoffBuilder({ sessionId: 's9', agent: 'codex' });
      asked.addHeadPrompt({ kind: 'user_prompt', text: 'can you check why the test-all task fails', line: 5 }, true);
      asked.add({ kind: 'user_prompt', text: 'the extension test was an e2e or a unit test?', line: 820 });
      asked.add({ kind: 'assistant_text', text: 'It was a unit test: TestGenerateExtension in hooks_test.go.', line: 823 });
      const pin = "did we add the fmt and lint jobs yet? also I'd like to pin every action in the workflows to a commit sha";
      asked.add({ kind: 'user_prompt', text: pin, line: 829 });
      asked.add({ kind: 'user_prompt', text: 'yes', line: 896 });
      expect(asked.build().task?.text).toBe(pin);
    });

    it('takes the prompt whose turn the part carries on when the part opens mid-turn; not a short follow-up', () => {
      const diagrams = 'the skill is pretty good. can we add more diagrams for a high level understanding before the explanations';
      const midTurn = (prompt: string) => {
        const b = new HandoffBuilder({ sessionId: 's11', agent: 'codex' });
        b.addHeadPrompt({ kind: 'user_prompt', text: head, line: 5 }, true);
        b.addEarlier([
          { kind: 'user_prompt', text: head, line: 5 },
          { kind: 'assistant_text', text: 'Done: the Kiro agent reads compact transcripts.', line: 300 },
          { kind: 'user_prompt', text: prompt, line: 374 },
        ]);
        b.add({ kind: 'assistant_text', text: 'Yes: a diagram-first layer fits. Only when clear and useful?', line: 381 });
        return b.build().task?.text;
      };
      expect(midTurn(diagrams)).toBe(diagrams);
      expect(midTurn('I made some changes as well. can you commit everything')).toBe(head);
      expect(midTurn('1')).toBe(head);
    });

    it('looks past a bare "yes" that opens the part to the request that follows; a follow-up keeps the head', () => {
      const diagrams = 'skill is pretty good. can we add more diagrams for high level understanding before the explanations';
      const part = (after: string) => {
        const b = new HandoffBuilder({ sessionId: 's29', agent: 'codex' });
        b.addHeadPrompt({ kind: 'user_prompt', text: 'marvin work', line: 5 }, true);
        b.add({ kind: 'assistant_text', text: 'Renamed the skill to code-tour and committed it. The header stays "Project Overview" unless you want it renamed too.', line: 304 });
        b.add({ kind: 'user_prompt', text: 'yes', line: 310 });
        b.add({ kind: 'assistant_text', text: 'Renamed the header and committed it as 7ff9ead.', line: 369 });
        b.add({ kind: 'user_prompt', text: after, line: 375 });
        return b.build().task?.text;
      };
      expect(part(diagrams)).toBe(diagrams);
      expect(part('thanks, looks right')).toBe('marvin work');
    });

    it('keeps the head when the part opens with a question about its work, then ships it and follows it up', () => {
      const plan = 'Implement the following plan:\n\n# Fix: "unknown revision" on a fresh clone (#318)';
      const b = new HandoffBuilder({ sessionId: 's30', agent: 'claude-code' });
      b.addHeadPrompt({ kind: 'user_prompt', text: plan, line: 3 }, true);
      b.add({ kind: 'user_prompt', text: 'in sync.go we now call store.OpenCache(). do we need to release the cache again?', line: 242 });
      b.add({ kind: 'assistant_text', text: 'No: OpenCache returns a value with no Close method; nothing to release.', line: 245 });
      b.add({ kind: 'user_prompt', text: 'make a PR for this', line: 256 });
      b.add({ kind: 'user_prompt', text: 'can you check hooks_cursor.go. perhaps this needs a change too', line: 296 });
      expect(b.build().task?.text).toBe(plan);
      for (const p of ['in sync.go we now call store.OpenCache(). do we need to release the cache again?', 'the retry loop lives in net/retry.go. why is it not used by the uploader?']) {
        expect(statesOwnRequest(p), p).toBe(false);
      }
      // Context, then a question that asks for a change, is a request.
      expect(statesOwnRequest('there was a lot of thrashing in sync.go. is there anything we can add to AGENTS.md to help the next agent?')).toBe(true);
    });

    it('keeps the head when the part only ships it', () => {
      const b = new HandoffBuilder({ sessionId: 's10', agent: 'claude-code' });
      b.addHeadPrompt({ kind: 'user_prompt', text: head, line: 8 }, true);
      b.add({ kind: 'user_prompt', text: 'commit and push', line: 300 });
      b.add({ kind: 'user_prompt', text: 'yes, fix it', line: 320 });
      expect(b.build().task?.text).toBe(head);
    });

    const request = 'Including the API key in EventPayload puts it on the detached child\'s command line, visible in ps; remove it and read the package variable.';

    it("takes the part's own request for the task when the transcript's first prompt only asked a question", () => {
      const b = new HandoffBuilder({ sessionId: 's4', agent: 'claude-code' });
      b.addHeadPrompt({ kind: 'user_prompt', text: 'why does this method only work on unix and not windows?', line: 7 }, true);
      b.add({ kind: 'user_prompt', text: request, line: 151 });
      b.add({ kind: 'user_prompt', text: 'and update the test too, please', line: 160 });
      expect(b.build().task?.text).toBe(request);
    });

    it("takes the user's last words before the part for the latest instruction when the part has no prompt", () => {
      const plan = 'Plan complete. Two execution options:\n1. Subagent-driven (this session)\n2. Parallel session\nWhich approach?';
      const words = (b: HandoffBuilder): void =>
        b.addEarlier([
          { kind: 'user_prompt', text: 'add a header line to the responses of the three skills', line: 7 },
          { kind: 'user_prompt', text: 'do it', line: 165 },
          { kind: 'assistant_text', text: plan, line: 187 },
          { kind: 'user_prompt', text: '1', line: 191 },
        ]);
      const midTurn = new HandoffBuilder({ sessionId: 's11', agent: 'claude-code' });
      midTurn.addHeadPrompt({ kind: 'user_prompt', text: 'add a header line to the responses of the three skills', line: 7 }, true);
      words(midTurn);
      midTurn.add({ kind: 'assistant_text', text: 'Task 3 is implemented and reviewed.', line: 262 });
      const h = midTurn.build();
      expect(h.latestInstruction?.text).toBe('1');
      expect(h.latestInstruction?.source.line).toBe(191);
      expect(h.task?.text).toBe('add a header line to the responses of the three skills');

      const ownPrompt = new HandoffBuilder({ sessionId: 's12', agent: 'claude-code' });
      ownPrompt.addHeadPrompt({ kind: 'user_prompt', text: 'add a header line to the responses of the three skills', line: 7 }, true);
      words(ownPrompt);
      ownPrompt.add({ kind: 'user_prompt', text: 'commit the three skills', line: 250 });
      expect(ownPrompt.build().latestInstruction?.text).toBe('commit the three skills');
    });

    it("keeps the transcript's first request when the part only follows it up", () => {
      const b = new HandoffBuilder({ sessionId: 's5', agent: 'claude-code' });
      b.addHeadPrompt({ kind: 'user_prompt', text: 'why does this method only work on unix and not windows?', line: 7 }, true);
      b.add({ kind: 'user_prompt', text: 'yes, fix it', line: 151 });
      expect(b.build().task?.text).toBe('why does this method only work on unix and not windows?');

      const named = new HandoffBuilder({ sessionId: 's5b', agent: 'claude-code' });
      named.addHeadPrompt({ kind: 'user_prompt', text: 'Implement the plan: replace the worktree status call with git status --porcelain', line: 7 }, true);
      named.add({ kind: 'user_prompt', text: 'yeah that was the one `store/shadow.go:changedFiles`. continue then', line: 151 });
      expect(named.build().task?.text).toMatch(/^Implement the plan/);
    });

    it("takes the part's request that stands alone for its task by one rule, whether the part opens at it or mid-turn", () => {
      const diagrams = 'the skill is pretty good. can we add more diagrams for a high level understanding before the explanations';
      for (const own of [request, diagrams]) {
        const atPrompt = new HandoffBuilder({ sessionId: 's6', agent: 'claude-code' });
        atPrompt.addHeadPrompt({ kind: 'user_prompt', text: 'port the telemetry sender to windows', line: 7 }, true);
        atPrompt.add({ kind: 'user_prompt', text: own, line: 151 });
        expect(atPrompt.build().task?.text).toBe(own);

        const midTurn = new HandoffBuilder({ sessionId: 's6b', agent: 'claude-code' });
        midTurn.addHeadPrompt({ kind: 'user_prompt', text: 'port the telemetry sender to windows', line: 7 }, true);
        midTurn.addEarlier([{ kind: 'user_prompt', text: own, line: 151 }]);
        midTurn.add({ kind: 'assistant_text', text: 'On it.', line: 160 });
        expect(midTurn.build().task?.text).toBe(own);
      }
    });
  });

  describe('one rule: the request the most work of the part serves', () => {
    it('reads past an opening reaction: "okay, let\'s try …" and "hmm need to bump …" are requests of their own', () => {
      for (const p of ["okay, let's try the pty approach (creack/pty is MIT so should be ok)", 'hmm need to bump all versions no?', 'yes, please do the commit, then look at the PR for the branch and check the comment']) {
        expect(statesOwnRequest(p), p).toBe(true);
      }
      for (const p of ['yes, fix it', 'ok, check again', 'do you mean changing the interface of `PromptOverwriteNewerLogs`?', "ugh. is there anyway we can sub out the tty underneath the huh library instead?", 'commit this, then let\'s do the other bit']) {
        expect(statesOwnRequest(p), p).toBe(false);
      }
    });

    it('a short request that names what the user wants is one of its own: "I\'d like a …", "give me 10 …", "make the …"', () => {
      for (const p of ["I'd like a different name for the skill, give me 10 options", 'the skill name is off give me 10 options', 'I want a dark mode toggle in settings', 'make the header sticky on mobile']) {
        expect(statesOwnRequest(p), p).toBe(true);
      }
      for (const p of ['make sure the tests pass', 'I want it to be faster', 'give me that again', 'make them']) {
        expect(statesOwnRequest(p), p).toBe(false);
      }
      const b = new HandoffBuilder({ sessionId: 's24', agent: 'codex' });
      b.addHeadPrompt({ kind: 'user_prompt', text: 'marvin work', line: 5 }, true);
      b.add({ kind: 'assistant_text', text: 'Implemented the release-notes skill and committed it as 0c9fae2.', line: 211 });
      const rename = "I'd like a different name for the skill, give me 10 options";
      b.add({ kind: 'user_prompt', text: rename, line: 216 });
      b.add({ kind: 'assistant_text', text: 'Ten options, with changelog-writer as my pick: 1. changelog-writer 2. notes-drafter …', line: 234 });
      b.add({ kind: 'user_prompt', text: 'call it notes-drafter', line: 239 });
      expect(b.build().task?.text).toBe(rename);
    });

    it('an order whose object only points back carries what it points at: the question it answers, or the proposal', () => {
      const asked = new HandoffBuilder({ sessionId: 's25', agent: 'codex' });
      asked.add({ kind: 'user_prompt', text: 'check out main, pull the latest', line: 6 });
      asked.addEarlier([{ kind: 'user_prompt', text: 'should we add a code owners file and a security policy', line: 679 }]);
      asked.add({ kind: 'assistant_text', text: 'Yes: a code owners file routes reviews, and a security policy says where to report vulnerabilities. I would keep both short.', line: 683 });
      asked.add({ kind: 'user_prompt', text: 'okay lets make them. keep them short', line: 689 });
      expect(asked.build().task?.text).toBe('okay lets make them. keep them short (answering the user\'s question before it: "should we add a code owners file and a security policy")');

      const offered = new HandoffBuilder({ sessionId: 's26', agent: 'claude-code' });
      offered.add({ kind: 'user_prompt', text: 'hi', line: 1 });
      offered.add({ kind: 'assistant_text', text: 'Hi! I could add retry with backoff to the webhook sender in src/hooks/send.ts.', line: 2 });
      offered.add({ kind: 'user_prompt', text: 'please add that', line: 3 });
      expect(offered.build().task?.text).toMatch(/^please add that \(taking up the assistant's proposal before it: Hi! I could add retry with backoff/);
      // Pointing back through what the work is for: "a short plan for this", behind a skill's slash command.
      const planned = new HandoffBuilder({ sessionId: 's28', agent: 'claude-code' });
      planned.addHeadPrompt({ kind: 'user_prompt', text: 'Q: why does `acme sync` skip the tags on a fresh clone?', line: 3 }, true);
      planned.addEarlier([
        { kind: 'user_prompt', text: "let's create a fix/sync-tags branch", line: 98 },
        { kind: 'assistant_text', text: 'Done. On fix/sync-tags now. Ready to implement the remote tag fallback.', line: 103 },
      ]);
      const plan = "/superpowers:write-plan let's write a short plan for this - it's small right?\n\nyeah if there are no local tags fetch them from the remote first.";
      planned.add({ kind: 'user_prompt', text: plan, line: 108 });
      expect(planned.build().task?.text).toBe(
        "/superpowers:write-plan let's write a short plan for this - it's small right? yeah if there are no local tags fetch them from the remote first. (taking up the assistant's proposal before it: Done. On fix/sync-tags now. Ready to implement the remote tag fallback.)",
      );
      // A bare order leaves its object out: it is what the assistant offered.
      const bare = new HandoffBuilder({ sessionId: 's30', agent: 'claude-code' });
      bare.add({ kind: 'user_prompt', text: '/code-review', line: 160 });
      bare.add({ kind: 'assistant_text', text: 'Posted the review on PR #12: `--since` accepts 90d but the API takes a date, and the cache key ignores the repo. Want me to fix the two flagged issues?', line: 268 });
      bare.add({ kind: 'user_prompt', text: 'fix', line: 272 });
      expect(bare.build().task?.text).toMatch(/^fix \(taking up the assistant's proposal before it: Posted the review on PR #12: `--since` accepts 90d/);
      // A first step that names no code, then an order that points back: the object is still what was offered.
      const branch = new HandoffBuilder({ sessionId: 's31', agent: 'claude-code' });
      branch.add({ kind: 'user_prompt', text: 'hi', line: 1 });
      branch.add({ kind: 'assistant_text', text: '1. Bloom and FXAA in the render pipeline\n2. Real shadow maps from one shared sun', line: 2 });
      branch.add({ kind: 'user_prompt', text: 'lets create a branch and implement all of these', line: 3 });
      expect(branch.build().task?.text).toMatch(/^lets create a branch and implement all of these \(taking up the assistant's proposal before it: 1\. Bloom and FXAA/);
      // One whose first step names the code is its own request.
      const named = new HandoffBuilder({ sessionId: 's32', agent: 'claude-code' });
      named.add({ kind: 'user_prompt', text: 'hi', line: 1 });
      named.add({ kind: 'assistant_text', text: 'Hi! I could add retry with backoff to the webhook sender in src/hooks/send.ts.', line: 2 });
      named.add({ kind: 'user_prompt', text: 'rename src/hooks/send.ts and test it', line: 3 });
      expect(named.build().task?.text).toBe('rename src/hooks/send.ts and test it');
      // An order that names its own object is the task as it stands.
      const own = new HandoffBuilder({ sessionId: 's27', agent: 'claude-code' });
      own.add({ kind: 'user_prompt', text: 'hi', line: 1 });
      own.add({ kind: 'assistant_text', text: 'Hi! What should we work on?', line: 2 });
      own.add({ kind: 'user_prompt', text: 'add retry with backoff to the webhook sender', line: 3 });
      expect(own.build().task?.text).toBe('add retry with backoff to the webhook sender');
    });

    it('a first prompt that ships earlier work and points at more of it leaves the task to the next request', () => {
      const b = new HandoffBuilder({ sessionId: 's20', agent: 'claude-code' });
      b.add({ kind: 'user_prompt', text: "commit this, then let's do the other bit", line: 3 });
      b.add({ kind: 'assistant_text', text: 'Committed. For the interactive prompt test, we could change the interface of PromptOverwriteNewerLogs to take a reader.', line: 10 });
      b.add({ kind: 'user_prompt', text: 'do you mean changing the interface of `PromptOverwriteNewerLogs`?', line: 13 });
      b.add({ kind: 'user_prompt', text: 'ugh. is there anyway we can sub out the tty underneath the huh library instead?', line: 20 });
      const pty = "okay, let's try the pty approach (creack/pty is MIT so should be ok)";
      b.add({ kind: 'user_prompt', text: pty, line: 38 });
      b.add({ kind: 'user_prompt', text: 'read/write would be awesome. though we can still centrally manage the timeout concerns?', line: 66 });
      expect(b.build().task?.text).toBe(pty);
    });

    it("a part's own request after a reaction replaces the head it carried on", () => {
      const b = new HandoffBuilder({ sessionId: 's21', agent: 'claude-code' });
      b.addHeadPrompt({ kind: 'user_prompt', text: 'fix pr issues if real. revert readme updates. not ready to announce these yet', line: 10 }, true);
      b.add({ kind: 'assistant_text', text: 'Pushed the README revert and replied on the PR.', line: 88 });
      b.add({ kind: 'user_prompt', text: 'hmm need to bump all versions no?', line: 90 });
      expect(b.build().task?.text).toBe('hmm need to bump all versions no?');
    });

    it('a part that opens at a follow-up carries on the latest request before it, not the transcript\'s first', () => {
      const review = 'yes, please do the commit, then look at the PR for the branch and check the comment';
      const b = new HandoffBuilder({ sessionId: 's22', agent: 'codex' });
      b.addHeadPrompt({ kind: 'user_prompt', text: 'can you check why `mise run test-all` fails', line: 5 }, true);
      b.addEarlier([
        { kind: 'user_prompt', text: 'can you check why `mise run test-all` fails', line: 5 },
        { kind: 'user_prompt', text: review, line: 979 },
        { kind: 'assistant_text', text: 'PR #12 for soph/fix-pi-attach has no review comments.', line: 1020 },
      ]);
      b.add({ kind: 'user_prompt', text: 'wrong branch, can you check again', line: 1030 });
      b.add({ kind: 'user_prompt', text: 'do it', line: 1050 });
      expect(b.build().task?.text).toBe(review);

      const remark = new HandoffBuilder({ sessionId: 's23', agent: 'claude-code' });
      remark.addHeadPrompt({ kind: 'user_prompt', text: "let's debug - ENT-207 in linear", line: 4 }, true);
      remark.addEarlier([
        { kind: 'user_prompt', text: "let's debug - ENT-207 in linear", line: 4 },
        { kind: 'user_prompt', text: 'I\'ve also seen files in our session state store which have "agent_type": "Agent",...so that might be the origination', line: 168 },
        { kind: 'assistant_text', text: 'That is the origin: SaveChanges ignores the context agent type. Want me to fix it?', line: 200 },
      ]);
      remark.add({ kind: 'user_prompt', text: 'yes, fix it', line: 213 });
      expect(remark.build().task?.text).toBe("let's debug - ENT-207 in linear");
    });

    it('a prompt the agent ran as a command names the work running it gave, in the agent\'s report', () => {
      const run = (command: string) => {
        const b = new HandoffBuilder({ sessionId: 's24', agent: 'codex' });
        b.add({ kind: 'user_prompt', text: 'marvin work', line: 6 });
        b.add({ kind: 'assistant_text', text: 'I am treating `marvin work` as a request to use the Marvin workflow here.', line: 9 });
        b.add({ kind: 'shell', line: 63, callId: 'c63', tool: 'exec_command', command });
        b.add({ kind: 'tool_result', line: 64, callId: 'c63', isError: false, exitCode: 0, output: 'worktree: project-overview\ntask: docs/plans/project-overview.md' });
        b.add({ kind: 'assistant_text', text: '`marvin work` resolved to a concrete task: add the new `project-overview` skill and bump the release manifests.', line: 68 });
        b.add({ kind: 'user_prompt', text: 'call it code-tour', line: 240 });
        return b.build().task?.text;
      };
      expect(run('marvin work')).toMatch(/^marvin work \(run as a command.*project-overview. skill/);
      expect(run('marvin work --help')).toBe('marvin work');
    });
  });
});

describe('a check-in on the agent ("you good there?") while it works', () => {
  const TODOS = '**Pending Todos:**\n\n| # | Title | Area |\n|---|-------|------|\n| 1 | Offload large file encryption to Web Worker | ui |\n| 2 | Fix FUSE rename on macOS | desktop |\n| 3 | Add test-login endpoint for E2E automation | api |';
  const PICK = '3 but apply the changes to this branch, since its directly related.';

  it('names no work: a short question to the agent with no verb of work and no object', () => {
    for (const p of ['you good there?', 'are you stuck?', 'did you finish?', 'u still there?']) expect(checksIn(p), p).toBe(true);
    for (const p of ['can you fix it?', 'are you done with the tests?', 'did you update `parseArgs`?', 'why did the build fail?', 'you good there? also add a retry', 'are you able to reproduce the flaky login test on CI now?']) {
      expect(checksIn(p), p).toBe(false);
    }
    expect(namesNoWork('you good there?')).toBe(true);
  });

  it("opening a checkpoint's part, carries on the request before the part: the item a pick there took", () => {
    const b = new HandoffBuilder({ sessionId: 's21', agent: 'claude-code' });
    b.addHeadPrompt({ kind: 'user_prompt', text: '/gsd:check-todos', line: 6 }, true);
    b.addEarlier([
      { kind: 'user_prompt', text: '/gsd:check-todos', line: 6 },
      { kind: 'assistant_text', text: TODOS, line: 17 },
      { kind: 'user_prompt', text: PICK, line: 21, offered: TODOS },
      { kind: 'assistant_text', text: 'Good, I have a thorough understanding now. Let me check the dependencies and then implement everything.', line: 148 },
    ]);
    b.add({ kind: 'user_prompt', text: 'you good there?', line: 164 });
    b.add({ kind: 'assistant_text', text: 'Ha, yes. Let me just build it.', line: 167 });
    const h = b.build();
    expect(h.task?.text).toBe(`${PICK} (picked item 3 of the list the assistant showed: Add test-login endpoint for E2E automation)`);
    expect(h.latestInstruction?.text).toBe('you good there?');
  });
});
