import { describe, expect, it } from 'vitest';
import { agentFromLabel, agentForFormat } from './agents.js';

describe('agentFromLabel', () => {
  it('maps Entire display names and registry names', () => {
    expect(agentFromLabel('Claude Code')).toBe('claude-code');
    expect(agentFromLabel('Gemini CLI')).toBe('gemini');
    expect(agentFromLabel('Factory AI Droid')).toBe('factoryai-droid');
    expect(agentFromLabel('copilot-cli')).toBe('copilot-cli');
  });
  it('says unknown for placeholders and missing labels', () => {
    expect(agentFromLabel('Agent')).toBe('unknown');
    expect(agentFromLabel(null)).toBe('unknown');
  });
  it('names the agent of a transcript format', () => {
    expect(agentForFormat('codex-rollout')).toBe('codex');
    expect(agentForFormat('cursor-jsonl')).toBe('cursor');
  });
});
