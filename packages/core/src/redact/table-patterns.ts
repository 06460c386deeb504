/**
 * The patterns anchors.generated.ts is computed from (anchor-table.test.ts writes it): every regex pass of the rule
 * table with its rows, and the patterns the guards test whose needs are read off their source (guard-needs.ts).
 */
import { testedPatterns } from './guard-needs.js';
import { compiledPasses } from './passes.js';
import { rowPatterns } from './split-rows.js';

/** The pattern of every regex pass of the rule table, in order. */
export function passPatterns(): RegExp[] {
  return compiledPasses().flatMap((pass) => ('scan' in pass ? [] : [pass.re, ...rowPatterns(pass.re, pass.members)]));
}

/** The patterns tested by the guards whose needs are read off their source (needsOf). */
export function guardPatterns(): RegExp[] {
  return compiledPasses().flatMap((pass) => {
    if ('scan' in pass || pass.members.length !== 1) return [];
    const { needs, guard } = pass.members[0]!.rule;
    return needs === undefined && guard !== undefined ? testedPatterns(guard.toString()) : [];
  });
}
