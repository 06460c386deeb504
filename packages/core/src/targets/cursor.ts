import type { TargetFraming } from '../types/target.js';
import { makeFraming } from './framing.js';

/** Cursor is an editor: there is no command that opens it with a first prompt, so the user pastes the handoff. */
export const cursorFraming: TargetFraming = makeFraming({
  name: 'cursor',
  displayName: 'Cursor',
  agent: 'cursor',
  readSearchClause: '`Read` files and `Grep` for symbols',
  tips: ['`StrReplace` needs the exact current text: `Read` the file before you change it.'],
  // Cursor's tool list is unconfirmed (no client runs here); its todo tool most of all.
  conditional: { todo: '`TodoWrite` if offered (else in your replies)' },
  launchCommand: () => null,
  launchHint: 'Open the project in Cursor, start a new Agent chat and paste the handoff as the first message.',
});
