/** The parts of a plan's markdown the plan readers share: the section under a heading, and its list items. */

/** Any heading ends a section, whatever its level. */
const NEXT_HEADING = /^#{1,4}\s/m;

/** A bulleted or numbered item, its text in the first group. */
export const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/gm;

/** The text under `heading` (a match in `text`), up to the next heading or the end. */
export function sectionUnder(text: string, heading: RegExpExecArray): string {
  const rest = text.slice(heading.index + heading[0].length);
  const end = NEXT_HEADING.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}
