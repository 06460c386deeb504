/** Card numbers found by their network, check digit and what stands beside them. Numbers made up here (Luhn-valid). */
import { describe, expect, it } from 'vitest';
import { luhn } from './card-number-scan.js';
import { redactText } from './redact.js';

/** A Luhn-valid number: `body` and the check digit that completes it. */
function withCheck(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('card numbers', () => {
  const visa = withCheck('411103772255918');
  const master = withCheck('531200845501637');

  it('redacts a number named as a card, with an expiry beside it, or grouped by four with a CVC', () => {
    expect(redactText(`CUSTOMER_CARD_PAN=${visa}`).text).not.toContain(visa);
    expect(redactText(`charge ${master} exp 08/29 for the renewal`).text).not.toContain(master);
    const grouped = master.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(redactText(`use ${grouped}, cvc 713`).text).not.toContain(grouped);
  });

  it('redacts a number written out whole in the text (the network test number, grouped, with an expiry)', () => {
    expect(redactText('pay with 4111 1111 1111 1111 exp 12/27').text).toBe('pay with [REDACTED:card-number] exp 12/27');
  });

  it('keeps a number whose check digit is wrong, one outside the networks, and one with nothing that says card', () => {
    const wrong = visa.slice(0, -1) + String((Number(visa.slice(-1)) + 1) % 10);
    const outside = withCheck('911103772255918');
    for (const kept of [`card ${wrong}`, `card ${outside}`, `order ${visa} shipped`, `trace id ${master}`]) expect(redactText(kept).text).toBe(kept);
  });
});
