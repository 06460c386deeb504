import { describe, expect, it } from 'vitest';
import { ownerLiveness, readOwner, type Machine } from './owner.js';

function machine(over: Partial<Machine> = {}): Machine {
  return { hostname: () => 'dev-box', bootId: () => 'boot-1', exists: () => true, startOf: () => '4242', ...over };
}

describe('session owner (proclive.Identity)', () => {
  it('reads the identity leniently: no pid or a bad pid is no owner', () => {
    expect(readOwner({ pid: 101, start: '4242', boot: 'boot-1', host: 'dev-box', name: 'claude' })).toEqual({ pid: 101, start: '4242', boot: 'boot-1', host: 'dev-box', name: 'claude' });
    expect(readOwner({ pid: '101' })).toBeUndefined();
    expect(readOwner({ pid: -1 })).toBeUndefined();
    expect(readOwner(null)).toBeUndefined();
    expect(readOwner({ pid: 7, start: 99 })).toEqual({ pid: 7, start: null, boot: null, host: null, name: null });
  });

  it('follows proclive.Check: host, then boot, then pid, then start fingerprint', () => {
    const owner = { pid: 101, start: '4242', boot: 'boot-1', host: 'dev-box', name: 'claude' };
    expect(ownerLiveness(owner, machine())).toBe('alive');
    expect(ownerLiveness(owner, machine({ hostname: () => 'other-box' }))).toBe('unknown');
    expect(ownerLiveness(owner, machine({ bootId: () => 'boot-2' }))).toBe('dead');
    expect(ownerLiveness(owner, machine({ bootId: () => null }))).toBe('unknown');
    expect(ownerLiveness(owner, machine({ exists: () => false }))).toBe('dead');
    expect(ownerLiveness(owner, machine({ exists: () => null }))).toBe('unknown');
    expect(ownerLiveness(owner, machine({ startOf: () => '9999' }))).toBe('dead');
    expect(ownerLiveness(undefined, machine())).toBe('unknown');
  });
});
