import { describe, expect, it } from 'vitest';
import { parseRemotes } from './git-remotes.js';

describe('parseRemotes (.git/config, raw values, config order)', () => {
  it('reads url and pushurl per remote in section order; quotes, comments and the old [remote.x] spelling', () => {
    const text = [
      '[core]',
      '\trepositoryformatversion = 0',
      '[remote "origin"]',
      '\turl = https://github.com/acme/app.git ; the fetch url',
      '\tfetch = +refs/heads/*:refs/remotes/origin/*',
      '[remote "entire"]',
      '\tURL = "entire://cluster.test/gh/acme/app"',
      '[remote.legacy]',
      '\turl = git@example.com:acme/app.git',
      '[remote "push-only"]',
      '\tpushurl = git@example.com:acme/app.git',
      '[remote "origin"]',
      '\tpushurl = git@codeberg.org:acme/app.git',
      '[branch "main"]',
      '\turl = not-a-remote',
    ].join('\n');
    expect(parseRemotes(text)).toEqual([
      { name: 'origin', urls: ['https://github.com/acme/app.git'], pushUrls: ['git@codeberg.org:acme/app.git'] },
      { name: 'entire', urls: ['entire://cluster.test/gh/acme/app'], pushUrls: [] },
      { name: 'legacy', urls: ['git@example.com:acme/app.git'], pushUrls: [] },
    ]);
  });
});
