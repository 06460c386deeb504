/**
 * Secrets with a shape or a place of their own: a keypad code after a door's name or a panel's code, a key echoed
 * into cryptsetup, a chat invite link, a password whose clause is wrapped in a code span, a value given before the act
 * it is used for ("use X to log in"), a password under a heading that names it, a value spelled with its symbols, a
 * seed phrase after an aside; and a Vault token's accessor, which only names the token. Values are made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a keypad code after a door or a panel', () => {
  itRedacts([
    ['groups split by the pad key after a door and a colon', 'lab door: 3071#5528', '3071#5528'],
    ['digits said one by one after a panel code', 'alarm panel code: 7-2-0-4-6-1-9-3 then press #', '7-2-0-4-6-1-9-3'],
  ]);
  it('keeps a door with no code, a date and a short range after the same words', () =>
    expectKept(['back door: open until 18:00', 'front door: 2025-03-14', 'door: 1-2', 'the panel code lives in src/panel.ts']));
});

describe('a key fed to cryptsetup by echo', () => {
  itRedacts([
    ['words echoed into luksOpen', "echo -n 'maple quartz otter lagoon fennel drum' | sudo cryptsetup luksOpen /dev/sdc2 data -", 'maple quartz otter lagoon fennel drum'],
  ]);
  it('keeps a confirmation and a message piped into cryptsetup', () =>
    expectKept(['echo YES | sudo cryptsetup luksFormat /dev/sdc2', "echo 'header saved' | cryptsetup status data"]));
});

describe('a chat invite link', () => {
  itRedacts([
    ['the token after shared_invite', 'join us: https://team.slack.com/join/shared_invite/zt-3kd92mxq1-Qw7LpR2sVn8TbZ4yHc6JfA0e-Uk', 'Qw7LpR2sVn8TbZ4yHc6JfA0e-Uk'],
  ]);
  it('keeps a documentation page under the same word', () =>
    expectKept(['see https://slack.com/help/shared_invite/getting-started-with-shared-channels']));
});

describe('a password in a command shown in a code span', () => {
  itRedacts([
    ['the value before the closing backtick', 'Ran `সার্ভারের পাসওয়ার্ড হলো pQ4mz%Rt8vLk2` (exit 0)', 'pQ4mz%Rt8vLk2'],
  ]);
});

describe("a Vault token's accessor", () => {
  it('keeps the accessor after its name, in YAML and in JSON', () =>
    expectKept(['token_accessor: Xw3nQ8pLr2ZtV6yKb9MhJs4D ', '{"token_accessor": "Xw3nQ8pLr2ZtV6yKb9MhJs4D"}']));
  itRedacts([['the token beside it', 'token: Xw3nQ8pLr2ZtV6yKb9MhJs4DaF1e', 'Xw3nQ8pLr2ZtV6yKb9MhJs4DaF1e']]);
});

describe('a value given before the act it is used for', () => {
  itRedacts([
    ['use it to log in', 'use kc3wz8&PRTA2b to log in', 'kc3wz8&PRTA2b'],
    ['dùng … để đăng nhập', 'dùng Kp4&wxd7RmE2 để đăng nhập', 'Kp4&wxd7RmE2'],
  ]);
  it('keeps an account, a provider and a command before the same acts', () =>
    expectKept(['use the admin account to log in', 'use GitHub to sign in', 'use `npm login` to log in', 'dùng tài khoản để đăng nhập']));
});

describe('a password listed under a markdown heading that names it', () => {
  itRedacts([
    ['under the user, real line breaks', '### creds for the lab box\nops\nAutumn2023##', 'Autumn2023##'],
    ['mid-prompt, JSON-escaped', 'still broken. ## login for staging\\ndeploy\\nWinter2022!?', 'Winter2022!?'],
    ['a made word right under the user', '### creds for the wiki\nroot\niloveoliver27', 'iloveoliver27'],
  ]);
  it('keeps a policy and prose under the same headings', () =>
    expectKept(['## Password policy\nminimum 12 characters\nrotate yearly', '## Login\nadmin\nthen open settings', '### creds for the wiki\nroot\nsee vault']));
});

describe('a value spelled one character at a time, its symbols among them', () => {
  itRedacts([['after "spell it"', 'let me spell it: C-e-d-a-r-#-4-1-7-m-o-s-s', 'C-e-d-a-r-#-4-1-7-m-o-s-s']]);
  it('keeps runs of the alphabet and hyphenated words after the same word', () =>
    expectKept(['spell check the x-y-z-w-v-u-t and a-b-c-d-e-f-g', 'spelling: see RFC-2119 and e-mail']));
});

describe('a seed phrase after an aside on whose it is', () => {
  itRedacts([
    [
      'the aside between the name and the colon',
      'seed phrase (ledger, demo account): museum bridge orbit velvet candle harbor pilot frozen dinner tennis cradle mango',
      'museum bridge orbit velvet candle harbor pilot frozen dinner tennis cradle mango',
    ],
  ]);
  it('keeps an aside followed by prose', () => expectKept(['the seed phrase (twelve words) is never stored']));
});
