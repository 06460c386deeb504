/**
 * The strings of a handoff that are file names, whole: a name a person gave a file (`notes/login-pw-<password>.md`)
 * holds its secret between dashes and dots, which the rules read only with the name's parts apart (name-views.ts).
 * The file names inside its other strings are read so too (redactJson, given this).
 */
import type { NameLeaf } from '../redact/redact.js';

export const isHandoffName: NameLeaf = (key, parent) => parent === 'filesTouched' || parent === 'paths' || key === 'path';
