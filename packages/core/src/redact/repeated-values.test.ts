/** A secret found once is redacted where else it stands whole in the same text. Values are made up here. */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a found secret repeated', () => {
  it('is redacted in a file name made from the caption that gave it away', () => {
    const text = '@screenshot y_cyfrinair_yw_MapleRaven4412.png see the screenshot (alt: y cyfrinair yw MapleRaven4412)';
    expect(redactText(text).text).not.toContain('MapleRaven4412');
  });

  it('is redacted where a tool echoes it without its name', () => {
    const text = 'export DB_PASSWORD=Quartz-Hazel-Tiger-88\nerror: rejected Quartz-Hazel-Tiger-88 for user app';
    expect(redactText(text).text).not.toContain('Quartz-Hazel-Tiger-88');
  });

  it('is not redacted inside a longer run, and short values are not looked for', () => {
    const out = redactText('pin: 4821\nticket 48210 and room 4821').text;
    expect(out).toContain('48210');
    expect(out).toContain('room 4821');
  });
});
