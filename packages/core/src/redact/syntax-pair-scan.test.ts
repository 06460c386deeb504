/**
 * A name and its value bound by a syntax the assignment scans do not read (issue 13, point 5): each family in
 * syntaxes of its own, beside look-alikes that bind nothing secret. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

/** A password a person made: words, digits and a symbol (no generator's shape). */
const made = (seed: number): string => `${['Quartz', 'Juniper', 'Falcon', 'Tundra'][seed % 4]}${seed % 97}!${['lily', 'reef', 'otter', 'moss'][seed % 3]}`;

describe('an element whose tag names a secret', () => {
  it('redacts the text of a password element and of a secret element holding a generated run', () => {
    expectRedacted(`<smtp><host>mx.example</host><db-pw>${made(9201)}</db-pw></smtp>`, made(9201));
    expectRedacted(`<OAuth><ClientSecret>${fake.alnum(40, 9202)}</ClientSecret></OAuth>`, fake.alnum(40, 9202));
  });

  it('keeps elements whose tag names no secret or whose text is a name', () => {
    expectKept(['<key>NSAppTransportSecurity</key>', '<passThrough>enabled</passThrough>', '<token-endpoint>https://id.example/oauth/token</token-endpoint>']);
  });
});

describe("a call's first argument naming the second", () => {
  it('redacts the literal named by a setter', () => {
    expectRedacted(`setenv("mqttpw", "${made(9211)}")`, made(9211));
    expectRedacted(`set(ENCRYPTION_MATERIAL "${fake.hex(48, 9212)}")`, fake.hex(48, 9212));
  });

  it('keeps flags, paths and placeholders named by a setter', () => {
    expectKept(['set(CMAKE_CXX_FLAGS "-O2 -Wall")', 'set(OPENSSL_ROOT_DIR "/usr/local/opt/openssl@3")', "define('AUTH_KEY', 'put your unique phrase here');"]);
  });
});

describe('a directive line: the name, then its value alone', () => {
  it('redacts a password directive and a two-word ENV', () => {
    expectRedacted(`[client]\nhost db.internal\ndbpw ${made(9221)}\n`, made(9221));
    expectRedacted(`FROM alpine:3.20\nENV SMTP_PW ${made(9222)}\nRUN make`, made(9222));
  });

  it('keeps test runner lines, settings and references', () => {
    expectKept([' PASS  packages/core/src/a.test.ts (12 tests) 34ms', 'ENV NODE_ENV production', 'ENV API_TOKEN ${API_TOKEN}', 'Auth required']);
  });
});

describe('an item of a flow mapping', () => {
  it('redacts the value that ends at a comma or a brace', () => {
    expectRedacted(`relay: {host: mx.example, login: ci-bot, pw: ${made(9231)}}`, made(9231));
  });

  it('keeps names bound to names', () => {
    expectKept(['{ key: value, token: tokenValue }', 'env: {secret_ref: prod-db, key_name: primary}']);
  });
});

describe('a logging command that sets a variable', () => {
  it('redacts the value a GitHub Actions set-output binds to a secret name', () => {
    expectRedacted(`echo "::set-output name=db_pw::${made(9241)}"`, made(9241));
  });

  it('keeps a variable bound to a version', () => {
    expectKept(['echo "::set-output name=cache_key::node-20-linux"']);
  });
});

describe('keystrokes typed into a prompt', () => {
  it("redacts what expect's send, xdotool and SendKeys type", () => {
    expectRedacted(`expect "Password:"\nsend "${made(9251)}\\r"`, made(9251));
    expectRedacted(`xdotool type '${made(9252)}'`, made(9252));
    expectRedacted(`[System.Windows.Forms.SendKeys]::SendWait("${made(9253)}{ENTER}")`, made(9253));
  });

  it('keeps commands and words that are typed', () => {
    expectKept(['send "yes\\r"', 'send "ls -la\\r"', 'socket.send("hello world")', 'Please send it to the server.']);
  });
});
