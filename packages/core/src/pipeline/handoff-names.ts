/**
 * The strings of a handoff that are file names: a name a person gave a file (`notes/login-pw-<password>.md`) holds its
 * secret between dashes and dots, which the rules read only with the name's parts apart (name-views.ts).
 */
import type { NameLeaf } from '../redact/redact.js';
import { FILE_NOTE } from '../summarize/edit-results.js';

export const isHandoffName: NameLeaf = (key, parent, text) =>
  parent === 'filesTouched' || parent === 'paths' || key === 'path' || (key === 'text' && FILE_NOTE.test(text));
