import { describe, expect, it } from 'vitest';
import type { Checkpoint, RepoIndex, Session } from '../types/index-model.js';
import { resolveCheckpoint, resolveSession } from './resolve-id.js';

const session = (id: string) => ({ id }) as Session;
const checkpoint = (id: string) => ({ id }) as Checkpoint;
const index = {
  sessions: ['253fd5ef-38bf-4f4a-804a-98df5088a868', '253fd5ef-9999-4f4a-804a-98df5088a868', 'c010174c-a7cd-4bcc-b7d4-61258d6c463f', ...Array.from({ length: 7 }, (_, i) => `aaaaaa0${i}-x`)].map(session),
  checkpoints: ['ed51f6581660', 'ed51f6000000', '01K9TQ8ZP7X3F5M2WVJ4CNRB6D'].map(checkpoint),
} as RepoIndex;

describe('resolveSession / resolveCheckpoint', () => {
  it('matches exact ids and unique prefixes', () => {
    expect(resolveSession(index, 'c010174c-a7cd-4bcc-b7d4-61258d6c463f').id).toBe('c010174c-a7cd-4bcc-b7d4-61258d6c463f');
    expect(resolveSession(index, 'c01017').id).toBe('c010174c-a7cd-4bcc-b7d4-61258d6c463f');
    expect(resolveCheckpoint(index, 'ed51f65').id).toBe('ed51f6581660');
    expect(resolveCheckpoint(index, '01k9tq8z').id).toBe('01K9TQ8ZP7X3F5M2WVJ4CNRB6D');
  });
  it('rejects short prefixes with a usage error', () => {
    expect(() => resolveSession(index, 'c010')).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
  it('reports unknown and ambiguous ids with exit code 3', () => {
    expect(() => resolveSession(index, 'ffffffff')).toThrow(expect.objectContaining({ exitCode: 3, message: 'unknown session: ffffffff' }));
    expect(() => resolveSession(index, '253fd5ef')).toThrow(/ambiguous session id 253fd5ef: matches 253fd5ef-38bf.*, 253fd5ef-9999/);
    let message = '';
    try {
      resolveSession(index, 'aaaaaa');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.match(/aaaaaa0\d-x/g)).toHaveLength(5);
    expect(message).toMatch(/and 2 more$/);
    expect(() => resolveCheckpoint(index, 'ed51f6')).toThrow(expect.objectContaining({ exitCode: 3 }));
  });
  it('validates ids before matching', () => {
    for (const bad of ['../etc/passwd', 'a/b/c/d/e/f', 'abc\u0000def', 'c010174c..x', '']) {
      expect(() => resolveSession(index, bad)).toThrow(expect.objectContaining({ exitCode: 2 }));
    }
  });
});
