/**
 * The view that reads fullwidth and circled forms as ASCII: made only for a run of six forms of one block, never for
 * a lone form among other non-ASCII text (curly quotes, an ellipsis, one circled digit of a list).
 */
import { describe, expect, it } from 'vitest';
import { fullwidthView } from './fullwidth-view.js';

describe('fullwidthView', () => {
  it('reads a run of fullwidth or circled forms as the ASCII they stand for, one character for one', () => {
    const view = fullwidthView('pw：Ｏｎｉｇｉｒｉ＋Ｓａｋｕｒａ６３４５ ok');
    expect(view?.text).toBe('pw:Onigiri+Sakura6345 ok');
    expect(view?.from.length).toBe(view!.text.length + 1);
    expect(fullwidthView('note ⓧⓨⓛⓞⓟⓗⓞⓝⓔ④② here')?.text).toBe('note xylophone42 here');
  });

  it('makes no view of ASCII, of other non-ASCII text, or of forms fewer than six in a row', () => {
    expect(fullwidthView('plain ASCII: Serval8835')).toBeNull();
    expect(fullwidthView('a ’curly’ … text with one ① circled digit and ＡＢＣ')).toBeNull();
    expect(fullwidthView('①②③④⑤ and ＡＢＣＤＥ')).toBeNull();
  });
});
