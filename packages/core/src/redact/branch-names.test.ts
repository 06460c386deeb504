/**
 * A token pasted where a branch's name goes (a password-reset token as `git switch -c <token>`) is redacted, in
 * metadata and wherever the text says it names a branch; commit ids, which git shows in the same shape, stay.
 * Tokens are made here from a seeded generator, never copied from a report.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactEach, redactText } from './redact.js';

const token40 = fake.hex(40, 71);
const token64 = fake.hex(64, 72);
const commit = fake.hex(40, 73);
const upperToken = fake.hex(32, 74).toUpperCase();

describe('a hex token as a branch name', () => {
  it('redacts a whole part of a branch given as metadata, any digest length or case', () => {
    const branches = [token40, `reset/${token64}`, `users/jo/${upperToken}/wip`];
    const out = redactEach(branches, 'branch');
    for (const [i, b] of out.entries()) expect(b, branches[i]).not.toMatch(/[0-9a-f]{32}/i);
    expect(out[1]).toBe('reset/[REDACTED:generic-secret]');
    expect(out[2]).toBe('users/jo/[REDACTED:generic-secret]/wip');
  });

  it.each([
    ['git checkout -b', `git checkout -b ${token40}`],
    ['git switch -c, quoted, with a start point', `git switch -c "${token40}" origin/main`],
    ['git worktree add -b', `git worktree add -b ${token64} ../wt`],
    ['--orphan', `git checkout --orphan ${token40}`],
    ['git push with flags', `git push --set-upstream origin ${token40}`],
    ['git push HEAD:<branch>', `git push origin HEAD:${token40}`],
    ['a ref under refs/heads', `git update-ref refs/heads/${token40} HEAD`],
    ["git status' first line", `On branch ${token40}\nnothing to commit, working tree clean`],
    ["git switch's answer", `Switched to a new branch '${token40}'`],
    ["git push's new branch line", ` * [new branch]      ${token40} -> ${token40}`],
    ['a JSON field of a transcript record', `{"type":"user","gitBranch":"${token40}","cwd":"/srv/app"}`],
    ['the same field JSON-escaped', `{\\"gitBranch\\":\\"${token40}\\"}`],
    ['an environment variable', `GIT_BRANCH=${upperToken} ./deploy.sh`],
    ['a YAML field', `branch: ${token64}\nenvironment: staging`],
  ])('redacts it after %s', (_how, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toMatch(new RegExp(`${token40}|${token64}|${upperToken}`, 'i'));
  });

  it('keeps commit ids: start points, detached checkouts, pushed commits, logs and links', () => {
    const texts = [
      `git checkout -b fix/login ${commit}`,
      `git switch -c hotfix ${commit}`,
      `git checkout ${commit}`,
      `git push origin ${commit}:refs/heads/main`,
      `git branch --contains ${commit}`,
      `commit ${commit}\nAuthor: Jo <jo@example.com>\n\n    Merge branch 'main' into feature/x`,
      `https://github.com/acme/api/tree/${commit}/src`,
      `{"branch":"main","sha":"${commit}"}`,
      `Note: switching to '${commit}'.`,
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });

  it("keeps branches that tools name after commits: glued to words, or shortened", () => {
    const branches = [`gh-readonly-queue/main/pr-1234-${commit}`, 'entire/c09b4b8-e3b0c4', `revert-${commit.slice(0, 7)}`, `copilot/fix-${fake.hex(8, 75)}`];
    expect(redactEach(branches, 'branch')).toEqual(branches);
  });

  it("keeps a Claude Code web session's branch, whose last part is the session id", () => {
    const branches = [
      'claude/explore-codebase-structure-01PQk7ZxW3mN9vRtY2bLcH8s',
      'claude/add-feature-011CUPfzA3VrSW7ZkMP2cFzr',
      'claude/review-password-reset-flow-01KmN3pQ7rS2tU9vW4xY6zA8',
    ];
    expect(redactEach(branches, 'branch')).toEqual(branches);
    for (const b of branches) expect(redactText(`git checkout -b ${b}`).text).toBe(`git checkout -b ${b}`);
  });

  it('still redacts a secret in a branch beside a session id, or one of another shape after claude/', () => {
    const [a, b, c] = redactEach(['fix/reset-password-Tr0ub4dor', 'vault-pw/83920174', 'claude/token-Tr0ub4dor-Xk9mQ2pL7v'], 'branch');
    expect(a).not.toContain('Tr0ub4dor');
    expect(b).not.toContain('83920174');
    expect(c).not.toContain('Xk9mQ2pL7v');
  });

  it('redacts a new branch named by one random token, and keeps names of words, ids and short commits', () => {
    expect(redactText('git checkout -b Qz8mK2pL9vXr4T').text).not.toContain('Qz8mK2pL9vXr4T');
    expect(redactText('git switch -c f8Kd02mQpL7x').text).not.toContain('f8Kd02mQpL7x');
    for (const text of ['git checkout -b a3f9c2e', 'git checkout -b OAuth2Login', 'git switch -c Fix1234', 'git checkout -b JIRA-1234-login', 'git checkout -b release2024Q4']) {
      expect(redactText(text).text, text).toBe(text);
    }
  });
});

