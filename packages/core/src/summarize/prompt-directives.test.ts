/**
 * The directive a later prompt opens with, before the spec or policy it pastes: read by sentence, whatever follows it.
 */
import { describe, expect, it } from 'vitest';
import { promptDecision } from './user-decisions.js';

const LATER = { first: false, clarifies: false };

const PERSIST = `Persist structured findings directly to the canonical stored review result schema in D1 and the report payload. Do not create a temporary mapping layer.

Reasoning: passType is already being added to the finding structure, which means the schema is changing regardless. Do it once correctly. A temporary mapping layer will become debt that blocks Phase 4 branch aggregation work.

The canonical finding shape to persist:

\`\`\`ts
interface Finding { id: string; passType: 'single'; severity: 'critical' | 'major' | 'minor'; file: string; line: number }
\`\`\`

- Add migration 0011_review_findings_v2.sql
- Backfill legacy rows with pass_type='single' only`;

const POLICY = `We need to change the co-change lookup failure policy. Here is the exact behavior we want:

**New policy:**

Co-change lookup is opportunistic, not required. It is an enhancement on top of the baseline ReviewContext, not a hard dependency.

- If \`REVIEW_CONTEXT_GITHUB_TOKEN\` is present and co-change lookup succeeds → include related files in ReviewContext.
- If it is missing OR the GitHub API call fails for any reason → skip co-change, continue with baseline context, warn in provenance. Do not hard fail.

**The only remaining hard fail is:** a missing or unresolvable Entire checkpoint trailer on the commit.`;

describe('the directive a later long prompt opens with', () => {
  it('reads a rule out with its "Reasoning:" paragraph as the decision, past the schema and list pasted after it', () => {
    const d = promptDecision(PERSIST, null, null, LATER);
    expect(d?.text).toMatch(/^Persist structured findings directly .* Do not create a temporary mapping layer\. \(passType is already being added/);
  });

  it('reads a policy stated as what a thing is and is not, with the sentence that explains it', () => {
    const d = promptDecision(POLICY, null, null, LATER);
    expect(d?.text).toBe('Co-change lookup is opportunistic, not required. (It is an enhancement on top of the baseline ReviewContext, not a hard dependency.)');
  });

  it('takes nothing from the first prompt, which states the task', () => {
    expect(promptDecision(PERSIST, null, null, { first: true, clarifies: false })).toBeNull();
  });

  it('takes no hold on all work, no diagnosis, no rule without a reason and no "do not" inside the pasted spec', () => {
    const holds = `Before we make any decisions on OpenRouter integration, answer the following questions only. Do not implement anything yet.\n\nReasoning: we want the facts first.\n\n${POLICY.slice(POLICY.indexOf('- If'))}`;
    const diagnosis = `The bug is in the parser, not the lexer.\n\nHere is the log:\n\n\`\`\`\n${'panic: index out of range\n'.repeat(12)}\`\`\``;
    const bare = `Rename the flag to --commit. Do not touch the deploy command.\n\n${PERSIST.slice(PERSIST.indexOf('The canonical'))}`;
    const inSpec = `Here is the spec for phase 3:\n\n- Keep the SSE stream as it is.\n- Do not add a new table; the findings table already has the columns, because migration 0011 added them.\n- Reuse the report renderer.\n${'- Each slice ships with its tests.\n'.repeat(6)}`;
    for (const prompt of [holds, diagnosis, bare, inSpec]) expect(promptDecision(prompt, null, null, LATER)).toBeNull();
  });
});
