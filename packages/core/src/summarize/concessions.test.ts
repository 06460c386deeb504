import { describe, expect, it } from 'vitest';
import { advisedAgainst, concession } from './concessions.js';

describe('the assistant conceding the user point', () => {
  it('takes a correction the assistant agrees to, with the way it names', () => {
    const d = concession(
      "You're right. The config file should stay in the repository - only the cache folder is ignored. Let me fix that:\n\n```sh\ngit add .tool/config.json\n```",
      { text: "that's not correct, we never ignore the whole .tool folder, the config must be committed", refused: false },
      null,
    );
    expect(d?.text).toBe(
      'The user said "that\'s not correct, we never ignore the whole .tool folder, the config must be committed"; the assistant agreed: "You\'re right. The config file should stay in the repository - only the cache folder is ignored. Let me fix that."',
    );
  });

  it('completes the decision already taken from words typed with a refused call', () => {
    const d = concession("Got it. The field shipped today, so nobody depends on it yet.", { text: 'can we rename it on main instead?', refused: true }, 'The user turned down the edit of state.go, saying: "can we rename it on main instead?"');
    expect(d?.text).toBe('The user turned down the edit of state.go, saying: "can we rename it on main instead?"; the assistant agreed: "Got it. The field shipped today, so nobody depends on it yet."');
  });

  it('takes a concession that drops a way as useless for the case the user named', () => {
    const words = { text: 'Uploads arrive as a steady stream from every region, not in bursts. Does this change the plan?', refused: true };
    const said = 'Good point. With a steady stream, a bigger upload queue is useless — it only delays the overflow. The workers must keep up with the sustained rate.';
    expect(concession(said, words, null)?.text).toBe(
      `The user said "Uploads arrive as a steady stream from every region, not in bursts. Does this change the plan?"; the assistant agreed: "${said}"`,
    );
    expect(concession('Good point. A bigger queue will not help here. Let me look at the worker loop first.', words, null)).not.toBeNull();
    expect(concession('Good point. The queue is sized for bursts of about a minute.', words, null)).toBeNull();
  });

  it('takes nothing from agreeing with a fact, a suspicion or a question', () => {
    const words = { text: 'how do we know which branch is the default one?', refused: false };
    expect(concession("You're right - we rely on the main/master naming convention. That is what `defaultBranch()` already does.", words, null)).toBeNull();
    expect(concession("You're right - there's likely a bug. Let me trace what the lookup actually sees.", words, null)).toBeNull();
    expect(concession('Good point, let me check.', words, null)).toBeNull();
    expect(concession("You're right, I should have written tests first. Let me add tests for the new helpers.", { text: "we didn't write any tests?", refused: false }, null)).toBeNull();
    expect(concession("Got it. Let me add the flag now.", { text: 'add a --local flag', refused: false }, null)).toBeNull();
  });

  it('takes a step that changes the approach', () => {
    const d = concession('Good point - the fixtures file is already long. Let me move the terminal helpers to a dedicated file.', { text: 'the fixtures file keeps growing, no?', refused: false }, null);
    expect(d?.text).toContain('Let me move the terminal helpers to a dedicated file.');
  });

  it('takes a suggestion the assistant welcomes and adopts', () => {
    const d = concession('Excellent suggestion! We should pull this into one `parseRange` helper next to `parseDate`. Let me do that now.', { text: 'The range parsing is copied in three handlers. Consider one helper next to parseDate.', refused: false }, null);
    expect(d?.text).toContain('We should pull this into one `parseRange` helper');
    expect(concession('Good question! The parser runs once per request.', { text: 'how often does the parser run?', refused: false }, null)).toBeNull();
  });

  it("takes the user's proposal the assistant agrees to", () => {
    const words = { text: 'so we could key the cache on the repo id instead of the path', refused: false };
    expect(concession('Yes, exactly. That gives us:\n\n- stable keys across moves', words, null)?.text).toBe(
      'The user said "so we could key the cache on the repo id instead of the path"; the assistant agreed: "Yes, exactly. That gives us."',
    );
    // The same agreement to words that propose nothing, or a plain "exactly" to a remark, takes nothing.
    expect(concession('Yes, exactly. That gives us:\n\n- stable keys', { text: 'the cache is keyed on the path', refused: false }, null)).toBeNull();
    // Conceding a question that only mentions "can we" is still judged by what the concession says.
    expect(concession("You're right - we key it on the path today. That is what `cacheKey()` does.", { text: 'hmm, how can we tell which repo a key is for?', refused: false }, null)).toBeNull();
  });

  it('takes nothing from a message that does not open by conceding', () => {
    expect(concession("Done. You're right that the cache should be ignored.", { text: 'ignore the cache', refused: false }, null)).toBeNull();
  });
});

describe('the assistant advising against a way the user asked about', () => {
  const asked = (text: string) => ({ text, refused: false });
  const proposal = "rather than changing startSession in both strategies, could we check IsEmpty inside common.go:OpenStore()?";
  const reply =
    'That would be risky. `OpenStore()` is called broadly — `Validate`, `EnsureSetup`, `ListCheckpoints` — and most callers work fine on an empty store.\n\nThe current approach keeps the check scoped to the two places that need HEAD.';

  it('is a decision against the user\'s way, with the reason', () => {
    expect(advisedAgainst(reply, asked(proposal))?.text).toBe(
      `The user asked "${proposal}"; the assistant advised against it: "That would be risky. \`OpenStore()\` is called broadly — \`Validate\`, \`EnsureSetup\`, \`ListCheckpoints\` — and most callers work fine on an empty store."`,
    );
  });

  it('a question that proposes no way, a reply that takes it, words typed with a refusal or no words decide nothing', () => {
    expect(advisedAgainst('No. The store has no `Close()` method, so nothing needs closing here.', asked('do we need to close the store again?'))).toBeNull();
    expect(advisedAgainst('Yes, that works: `OpenStore()` can check it once for every caller.', asked(proposal))).toBeNull();
    expect(advisedAgainst(reply, { text: proposal, refused: true })).toBeNull();
    expect(advisedAgainst(reply, null)).toBeNull();
    // A statement, not a question: an order the assistant then argues with is not asked about.
    expect(advisedAgainst(reply, asked('check IsEmpty inside common.go:OpenStore() instead, we could drop both calls'))).toBeNull();
  });
});

describe("a bare concession to the user's suggested change", () => {
  const review =
    "The tr -d '\"' in the .env parsing only strips double quotes, not \\r. With CRLF line endings the value becomes \"1\\r\" and the comparison silently fails. Adding \\r to the tr -d set (e.g., tr -d '\"\\r') would handle cross-platform .env files.";

  it("takes the user's suggestion, in their words", () => {
    expect(concession('Good catch.', { text: review, refused: false }, null)?.text).toBe(
      `The user suggested "Adding \\r to the tr -d set (e.g., tr -d '"\\r') would handle cross-platform .env files."; the assistant agreed: "Good catch."`,
    );
  });

  it('words that suggest nothing, a question, a refusal, or no concession take none', () => {
    expect(concession('Good catch.', { text: 'The .env parsing only strips double quotes, not \\r.', refused: false }, null)).toBeNull();
    expect(concession('Good question.', { text: review, refused: false }, null)).toBeNull();
    expect(concession('Good catch.', { text: review, refused: true }, null)).toBeNull();
    expect(concession('Let me look at the wrapper scripts first.', { text: review, refused: false }, null)).toBeNull();
  });
});
