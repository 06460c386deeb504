/** Kiro conversations in the shape Entire's kiro agent commits them (rewritten from real records). */
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { agentFromHead, sniffFormat } from '../index/sniff-agent.js';
import { agentFromLabel, prefersCompactTranscript } from '../types/agents.js';
import { detectFormat } from './detect.js';
import { adapterFor } from './index.js';
import { ofKind } from './test-support.js';
import { documentStream } from '../read/document-stream.js';
import type { TranscriptEvent } from '../types/events.js';

const prompt = (text: string) => ({ Prompt: { prompt: text } });
const conversation = {
  conversation_id: '',
  history: [
    { user: { content: prompt('Make a folder called docs and a readme inside it that says "for testing"') }, assistant: { ToolUse: { message_id: '', tool_uses: [{ id: '', name: 'fs_write', args: { path: 'docs/README.md' } }] } } },
    { user: { content: null }, assistant: { Response: { message_id: '', content: 'Done — created `docs/README.md`.' } } },
    { user: { content: prompt('Update that comment to say hi') }, assistant: { Response: { message_id: '', content: 'Updated the comment to say "hi".' } } },
  ],
};
const text = JSON.stringify(conversation);

async function events(doc: string): Promise<TranscriptEvent[]> {
  const stats = { bytes: 0, records: 0, malformed: 0, oversized: 0, startLine: 0 };
  const stream = documentStream(adapterFor('kiro-json'), Readable.from([Buffer.from(doc)]), stats, {});
  const out: TranscriptEvent[] = [];
  for await (const ev of stream.events) out.push(ev);
  return out;
}

describe('kiro adapter', () => {
  it('is detected as a Kiro conversation, written by Kiro', () => {
    expect(detectFormat(text)).toBe('kiro-json');
    expect(detectFormat(Buffer.from(text))).toBe('kiro-json');
    expect(sniffFormat(text)).toBe('kiro-json');
    expect(agentFromHead(text)).toBe('kiro');
    expect(agentFromLabel('Kiro')).toBe('kiro');
    // An external agent: its compact transcript is still the better source.
    expect(prefersCompactTranscript('Kiro')).toBe(true);
  });

  it('reads its history: prompts, the file it wrote, its answers', async () => {
    const ev = await events(text);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual(['Make a folder called docs and a readme inside it that says "for testing"', 'Update that comment to say hi']);
    expect(ofKind(ev, 'file_edit').flatMap((e) => e.paths)).toEqual(['docs/README.md']);
    expect(ofKind(ev, 'assistant_text').at(-1)?.text).toBe('Updated the comment to say "hi".');
  });

  it("joins a CLI conversation's tool results to their calls", async () => {
    const cli = JSON.stringify({
      conversation_id: 'c1',
      history: [
        { user: { content: prompt('run the tests') }, assistant: { ToolUse: { message_id: 'm1', content: 'Running them.', tool_uses: [{ id: 't1', name: 'execute_bash', args: { command: 'npm test' } }] } } },
        { user: { content: { ToolUseResults: { tool_use_results: [{ tool_use_id: 't1', content: [{ Text: '1 failing' }], status: 'Error' }] } } }, assistant: { Response: { message_id: 'm2', content: 'One test fails.' } } },
      ],
    });
    const ev = await events(cli);
    expect(ofKind(ev, 'shell')[0]?.command).toBe('npm test');
    expect(ofKind(ev, 'tool_result')[0]).toMatchObject({ callId: 't1', isError: true });
  });
});
