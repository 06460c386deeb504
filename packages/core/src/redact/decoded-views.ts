/**
 * The decoded readings of a text that the rules judge besides the text itself: percent-, `\xHH` and octal escapes
 * decoded, character codes read as the string they spell, literals joined where the code joins them (once decoded,
 * also where they stand next to each other), codes inside a percent-encoded text, fullwidth ASCII as ASCII, bytes
 * written as hex pairs as the text they spell, a word without its invisible characters, HTML's numeric references as
 * their characters, code spans side by side as one, a word a shell line continuation splits as one, a secret's noun
 * and its value without the aside in brackets between them. Each keeps where its characters came from, so what a rule finds in
 * it maps back onto the text.
 */
import { asideView } from './aside-view.js';
import { charCodeView } from './char-code-view.js';
import { concatView } from './concat-view.js';
import { continuationJoinView } from './continuation-join-view.js';
import { charArrayView } from './char-array-view.js';
import { fullwidthView } from './fullwidth-view.js';
import { hexPairsView } from './hex-pairs-view.js';
import { htmlEntityView } from './html-entity-view.js';
import { invisibleView } from './invisible-view.js';
import { markupJoinView } from './markup-join-view.js';
import { byteEscapedView, type UnescapedView } from './unescaped-view.js';

/** `inner`, read over `outer.text`, mapped onto the text `outer` was made from. */
function through(outer: UnescapedView, inner: UnescapedView): UnescapedView {
  return { text: inner.text, from: inner.from.map((i) => outer.from[i]!) };
}

/**
 * Every decoded view of `text` that differs from it. `maySpell` false: the anchor scan found no word of code that
 * spells a string in character codes (passes.ts scanAll), so there is no such view to look for.
 */
export function decodedViews(text: string, maySpell = true): UnescapedView[] {
  const views: UnescapedView[] = [];
  const bytes = byteEscapedView(text);
  if (bytes !== null) {
    views.push(bytes);
    const spelled = charCodeView(bytes.text);
    if (spelled !== null) views.push(through(bytes, spelled));
    // literals of escaped bytes joined by standing next to each other (a percent-encoded text has none to join)
    const joined = text.includes('\\') ? concatView(bytes.text, true) : null;
    if (joined !== null) views.push(through(bytes, joined));
  }
  const codes = maySpell ? charCodeView(text) : null;
  if (codes !== null) views.push(codes);
  const joined = concatView(text);
  if (joined !== null) views.push(joined);
  const fullwidth = fullwidthView(text);
  if (fullwidth !== null) views.push(fullwidth);
  const pairs = hexPairsView(text);
  if (pairs !== null) views.push(pairs);
  const visible = invisibleView(text);
  if (visible !== null) views.push(visible);
  const referenced = htmlEntityView(text);
  if (referenced !== null) views.push(referenced);
  const unsplit = markupJoinView(text);
  if (unsplit !== null) views.push(unsplit);
  const continued = continuationJoinView(text);
  if (continued !== null) views.push(continued);
  const listed = charArrayView(text);
  if (listed !== null) views.push(listed);
  const unbracketed = asideView(text);
  if (unbracketed !== null) views.push(unbracketed);
  return views;
}
