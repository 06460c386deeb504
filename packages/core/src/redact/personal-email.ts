/**
 * A person's email address is personal data, not a secret: a transcript may quote it (a compaction summary naming the
 * user, "The user (Dana, dana@acme.io)"), and a handoff has no use for it. Its mailbox is masked and its domain kept
 * (which organisation still reads); addresses that stand for no person stay as written: a role's mailbox
 * (`noreply@`, `support@`, `git@github.com`), a bot's, and the reserved documentation and test domains.
 */

/**
 * An address standing alone: not inside a longer word, a path (`a/b@c.io`), a URL's user part (`user:pw@host`) or a
 * package spec with a version.
 */
const EMAIL = /(?<![\w.%+\-/@:])([A-Za-z0-9][A-Za-z0-9._%+-]{0,63})@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})(?![\w@-]|\.[A-Za-z0-9])/g;

/** What a masked mailbox reads as. */
export const MASKED_MAILBOX = '[email]';

/** Mailboxes of a role or a service, not of a person (lower case, any `+tag` removed). */
const ROLE_MAILBOXES = new Set([
  'noreply', 'no-reply', 'donotreply', 'do-not-reply', 'notifications', 'notification', 'support', 'help', 'info', 'hello',
  'contact', 'admin', 'administrator', 'security', 'team', 'sales', 'billing', 'privacy', 'abuse', 'postmaster',
  'webmaster', 'hostmaster', 'root', 'git', 'mail', 'office', 'press', 'legal', 'feedback', 'dev', 'ops', 'test', 'user',
  // a server's login accounts (`ssh ubuntu@host`): the command needs them, and they name no one
  'ubuntu', 'ec2-user', 'centos', 'debian', 'fedora', 'pi', 'deploy', 'deployer', 'azureuser', 'opc', 'core', 'vagrant',
]);

/** A bot's mailbox: `github-actions[bot]`, `dependabot`, `renovate-bot`. */
const BOT_MAILBOX = /(?:^|[-_.[])bot\]?$|^dependabot|^renovate|^github-actions/;

/** Domains that belong to no one (RFC 2606 and 6761) or hide a person behind a service's relay. */
const PUBLIC_DOMAIN = /(?:^|\.)(?:example\.(?:com|org|net|edu)|example|test|invalid|localhost|local|noreply\.github\.com)$/;

/** `text` with every person's email address masked to its domain. */
export function maskPersonalEmails(text: string): string {
  if (!text.includes('@')) return text;
  return text.replace(EMAIL, (whole, mailbox: string, domain: string) => (isPersonal(mailbox, domain) ? `${MASKED_MAILBOX}@${domain}` : whole));
}

function isPersonal(mailbox: string, domain: string): boolean {
  const box = (mailbox.toLowerCase().split('+')[0] ?? '').replace(/\.+$/, '');
  if (ROLE_MAILBOXES.has(box) || box.includes('noreply') || box.includes('no-reply') || BOT_MAILBOX.test(box)) return false;
  return !PUBLIC_DOMAIN.test(domain.toLowerCase());
}
