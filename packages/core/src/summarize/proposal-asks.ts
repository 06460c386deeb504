/**
 * A message that lays a design out for the user to approve ("### 1. Scope & goals … Tauri shell updates are out of
 * scope for this redesign. OK so far?", "**Deletions**: … Kept as deletions rather than rewrites because … OK on
 * structure and deps?"): its scope notes and choices are parts of a proposal still put to the user, not ways the work
 * took or set aside. Its closing line asks for the go-ahead.
 */
const ASKS_APPROVAL =
  /(?:^|\n)\W*(?:ok(?:ay)?\b|(?:does )?(?:this|that|it)? ?(?:sounds?|looks?) (?:good|right|ok(?:ay)?)\b|any (?:changes|objections|concerns)\b|(?:shall|should) i (?:continue|proceed|go on)\b)[^?\n]{0,80}\?\W*$/i;

export function asksApproval(message: string): boolean {
  return ASKS_APPROVAL.test(message.trimEnd());
}
