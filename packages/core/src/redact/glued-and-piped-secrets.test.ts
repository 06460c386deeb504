/**
 * Secrets an independent attacker's set carried into the handoff itself: provider tokens glued behind a word inside a
 * branch or a file name (`fix/rotate-dp.st.…`, `/tmp/hashicorp-hvs-hvs.…`), a Modal token secret in a todo, a
 * password piped into Windows' `runas`, and a bare password between Spanish words where one of them has one letter
 * ("Pon X y luego"). Each sits beside the look-alike that must stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const DOPPLER = `dp.st.prd.${fake.alnum(43, 4401)}`;
const VAULT = `hvs.${fake.alnum(90, 4402)}`;
const DIGITALOCEAN = `dop_v1_${fake.hex(64, 4403)}`;
const INFRACOST = 'ico-KtRwqPzLmNbVcXsDfGhJkLqWeRtYuIoA'; // letters only: no digit for a random-body test to see
const CONTENTFUL = `CFPAT-${fake.alnum(43, 4407)}`;
const SONARQUBE = `squ_${fake.hex(40, 4408)}`;
const DISCORD = `MT9aQdLSdZp9EIpR7xSfJCir3U.psGv2h.${fake.alnum(38, 4409)}`;
const MODAL = 'as-laCTbdYFkhQdn7LyjCEGdD';
const PASSWORD = 'aFlSrmmHMgt3gPQpJ3zgXW';

describe('provider tokens glued behind a word in a branch or a file name', () => {
  it.each([
    ['Doppler service token in a branch', `git checkout -b fix/rotate-${DOPPLER}`, DOPPLER],
    ['Vault token in a file name after its product', `cat /tmp/hashicorp-hvs-${VAULT}`, VAULT],
    ['DigitalOcean token in a file name with its extension', `cat /tmp/digitalocean-dop-${DIGITALOCEAN}.json`, DIGITALOCEAN],
    ['Infracost token in a branch, quoted in prose', `Ran \`git checkout -b fix/rotate-${INFRACOST}\` (exit 0)`, INFRACOST],
    ['Contentful token in a file name', `cat /tmp/contentful-cfpat-${CONTENTFUL}.json`, CONTENTFUL],
    ['SonarQube token in a file name', `cat /tmp/sonarqube-squ-${SONARQUBE}.json`, SONARQUBE],
    ['Discord bot token in a branch', `git checkout -b fix/rotate-${DISCORD}`, DISCORD],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('reports the token only, the word before it stays', () => {
    expect(redactText(`git checkout -b fix/rotate-${DOPPLER}`).text).toBe('git checkout -b fix/rotate-[REDACTED:doppler-token]');
  });

  it('keeps names that hold a prefix and no token', () => {
    expectKept([
      'git checkout -b fix/rotate-dp.st.prd-config-loader',
      'cat /tmp/hashicorp-hvs-notes.md',
      `cat /tmp/cache-dop_v1_${fake.hex(40, 4405)}.json`,
      'git checkout -b fix/rotate-ico-tokens-in-the-ci-pipeline',
      `ls node_modules/.pnpm/secret_sauce-helpers-${fake.hex(12, 4406)}`,
      'cat /tmp/contentful-cfpat-CFPAT-rotation-runbook.json',
      `cat /tmp/sonarqube-squ_report-${fake.hex(40, 4410)}.json`,
      'git checkout -b fix/rotate-Migration.runner.StepSequenceForTheSchemaUpgrade',
    ]);
  });
});

describe('a Modal token secret', () => {
  it('is redacted in a todo', () => expectRedacted(`Rotate modal-as credential ${MODAL} after the demo`, MODAL));

  it('keeps an `as-` name of one case and no digit', () => {
    expectKept(['cast it with as-ReadonlyCollectionView first', 'see the as-readonlycollectionview12 helper']);
  });
});

describe('a password piped into a command that reads it', () => {
  it('is redacted before Windows runas', () => expectRedacted(`echo ${PASSWORD}| runas /user:Administrator "cmd /c whoami"`, PASSWORD));

  it('keeps runas with nothing piped in, and an echo piped to a pager', () => {
    expectKept(['runas /user:Administrator "cmd /c whoami"', 'echo finished | more']);
  });
});

describe('a bare password between words of prose', () => {
  it('is redacted when a one-letter word follows it', () => {
    expectRedacted('Subagent general-purpose: "Pon 5967Fjord@@FALC y luego we can rotate it."', '5967Fjord@@FALC');
  });

  it('keeps an expression before a one-letter word and a symbol', () => {
    expectKept(['the width is 100%+2px y = 3', 'apply Foo#123 y luego merge']);
  });
});
