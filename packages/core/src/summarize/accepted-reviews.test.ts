// Review comments the agent judged valid and took: the verdict with what it accepted. Fixtures are made up, shaped like
// real Claude Code answers to Copilot and Bugbot reviews.
import { describe, expect, it } from 'vitest';
import { acceptedReviews } from './accepted-reviews.js';

describe('review comments judged valid', () => {
  it('keeps the verdict with the items it lists', () => {
    const text = [
      'Three review comments — all valid and actionable:',
      '',
      '1. **Bugbot + Copilot** (both flagged): Rename `_make_convert_response` → `_make_stream_response` in `conftest.py`',
      '2. **Copilot**: Move the inline `from tts.types import VoiceNotFoundError` to the top-level imports',
      '',
      'Let me fix both.',
    ].join('\n');
    expect(acceptedReviews(text).map((d) => d.text)).toEqual([
      'Three review comments — all valid and actionable: Bugbot + Copilot (both flagged): Rename `_make_convert_response` → `_make_stream_response` in `conftest.py`; Copilot: Move the inline `from tts.types import VoiceNotFoundError` to the top-level imports',
    ]);
    expect(acceptedReviews("Both of Copilot's comments are valid. Let me address them.")).toHaveLength(1);
  });

  it('a request to judge them, a comment that is not valid, or no review at all: none', () => {
    expect(acceptedReviews('Read every review comment; decide which are valid and actionable.')).toEqual([]);
    expect(acceptedReviews('The Copilot review comment is not valid: the loop already guards the empty case.')).toEqual([]);
    expect(acceptedReviews('The comments are correct - they document the flag.')).toEqual([]);
  });
});
