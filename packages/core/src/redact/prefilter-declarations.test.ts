/**
 * A rule says what a text must hold for it to be worth running, so the one anchor scan and ScanGate skip it on every
 * other text: a regex row by a literal its every match starts with (read off its pattern: anchors.ts), or else by
 * `needs` words or a `guard`; a scan rule by `needs` words or by a shape in scan-preconditions.ts. A rule that says
 * nothing would run in full on every text of every transcript: this test refuses it.
 */
import { describe, expect, it } from 'vitest';
import { plan } from './pass-plan.js';
import { RULES } from './rules.js';
import { preconditionsOf } from './scan-preconditions.js';

describe('prefilter declarations', () => {
  it('every pass of the rule table names its anchors, its needed words, a guard or a shape', () => {
    const silent: string[] = [];
    for (const pass of plan(RULES)) {
      if ('scan' in pass) {
        if (pass.scan.needs === undefined && preconditionsOf(pass.scan.scan).length === 0) silent.push(`scan ${pass.scan.scan.name || pass.scan.id}`);
        continue;
      }
      if (pass.anchors !== null) continue;
      // a pass without anchors is one row (combined rows share their anchors): its words or its guard must say
      const { rule } = pass.members[0]!;
      if (pass.members.length > 1 || (rule.needs === undefined && rule.guard === undefined && rule.guardAt === undefined)) {
        silent.push(`regex ${pass.members.map((m) => m.rule.id).join('|')}: /${pass.re.source.slice(0, 80)}/`);
      }
    }
    expect(silent).toEqual([]);
  });
});
