import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a value bound by position', () => {
  it('keeps hashtags with a year or a number in them', () => {
    const texts = ['Posted under #DevOps2024 and #Kubernetes', 'see #KubeCon2025 talks', 'trending: #Python3Tips'];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });

  it('still redacts a password typed with a `#` among other symbols', () => {
    expect(redactText('Posted under #Dev!Ops2024x').text).toContain('[REDACTED:');
  });
});
