import { describe, expect, it } from 'vitest';
import { carriedTask, fitCarriedTask } from './carried-task.js';

const EARLIER = 'The user asked me to add retry with exponential backoff to the webhook sender in src/webhooks/send.ts, capped at five attempts, and to log each retry at warn level with the delivery id';
const REQUEST = 'now make the cap configurable through WEBHOOK_MAX_RETRIES and keep five as the default';

describe('a task carrying on earlier work', () => {
  it('is one line: the earlier task quoted by its head, then the request', () => {
    expect(carriedTask(EARLIER, REQUEST, 60)).toBe(`Carrying on "${EARLIER.slice(0, 59)}…": ${REQUEST}`);
  });

  it('cut to fit, gives way by the earlier task: the request stays whole, and the line within the room', () => {
    const line = carriedTask(EARLIER, REQUEST, 200);
    for (const max of [260, 180, 150]) {
      const fit = fitCarriedTask(line, max);
      expect(fit.endsWith(`": ${REQUEST}`)).toBe(true);
      expect(fit.startsWith('Carrying on "The user asked me to add retry')).toBe(true);
      expect(fit.length).toBeLessThanOrEqual(max);
    }
  });

  it('is left as it is when it fits, when the request alone leaves no room, or when it is no such line', () => {
    const line = carriedTask(EARLIER, REQUEST, 200);
    expect(fitCarriedTask(line, line.length)).toBe(line);
    expect(fitCarriedTask(line, REQUEST.length + 20)).toBe(line);
    const plain = `${EARLIER}: ${REQUEST}`;
    expect(fitCarriedTask(plain, 100)).toBe(plain);
  });
});
