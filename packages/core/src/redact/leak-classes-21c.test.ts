/**
 * Probes for the third round of two red-team sets' leaks (issue 13), written with other names, hosts and values than
 * the sets', each beside text of the same syntax that must survive: a value handed over in prose right after the
 * account it opens or a password's noun, in languages other than English, when it is no word of any language but
 * has no name's shape either (`Wroclaw-2019`); the settings and commands of services that put a password or key in a
 * fixed place; a directory a person named with a password, as a session's `cwd` records it.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { fake } from './fake-secrets.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a value handed over after the account it opens, in any language', () => {
  probe([
    ['Polish, words between', 'zaloguj się jako root, następnie wpisz Wroclaw-2019 i odśwież stronę', 'Wroclaw-2019'],
    ['German, a year joined to a word', 'melde dich als admin mit Zwetschgen_1998 an und prüf die Logs', 'Zwetschgen_1998'],
    ['Arabic, a word without case and a year', 'ادخل بحساب admin و نجمة.2017 ثم افتح اللوحة', 'نجمة.2017'],
    ['Russian, a slash between', 'заходи под admin / marta_harbor4410 и проверь очередь', 'marta_harbor4410'],
    ['Turkish, an inflected noun between', 'admin kullanıcısıyla deniz_kartal5521 ile gir', 'deniz_kartal5521'],
    ['Chinese, an equals sign inside', '用 admin 和 Lotus7781=harbor 登录控制台', 'Lotus7781=harbor'],
    ['Japanese, a list comma glued on', 'ユーザー admin、Kx7m?42plq$ でログインしてください', 'Kx7m?42plq$'],
    ['Korean, a particle word between', 'admin 계정에 Juniper=552amber 넣고 들어가 보세요', 'Juniper=552amber'],
    ['German, in low-high quotes', 'melde dich als admin mit „Birnbaum_2011“ an', 'Birnbaum_2011'],
    ['Polish, in a code span', 'zaloguj się jako admin, potem wpisz `Krakow-2016` i odśwież', 'Krakow-2016'],
    ['Portuguese, a service account', 'entra com o usuário ops e cedar.Nina.47% no painel', 'cedar.Nina.47%'],
  ]);
  it('keeps versions, hosts, names with a short number and code names after an account', () =>
    expectKept([
      'zaloguj się jako admin, potem wpisz Python-3.12 w terminalu',
      'melde dich als admin mit Windows10 an',
      'melde dich als root mit web-01 an',
      'entra com o usuário ops e node18 no servidor',
      'ادخل بحساب admin و server01.local ثم',
      'zaloguj się jako admin, potem wpisz deploy@bastion-02',
      'run as root with build_v2.sh; build_v2.sh(args) is defined above',
      'admin 계정에 v2.4.1 넣고',
    ]));
});

describe('a value right after a password\'s noun and its copula, in scripts without a made shape to go on', () => {
  probe([
    ['Japanese, a short leet word and a symbol', '検証DBのパスワードは k4t0$x です。', 'k4t0$x'],
    ['Vietnamese, a word glued to digits and dots', 'Mật khẩu của máy chủ là Songhong481.., dùng nó nhé.', 'Songhong481..'],
    ['Chinese, characters and a symbol', '预发环境的密码是 黄河%黄河57，上线用。', '黄河%黄河57'],
  ]);
  it('keeps a format, an algorithm and a version after the noun', () =>
    expectKept(['パスワードは Base64 で保存します。', '密码是 SHA256 哈希。', 'Mật khẩu là Argon2id, không lưu thô.']));
});

describe('settings and commands that put a secret in a fixed place', () => {
  const onion = `${fake.b64(86, 3901)}==`;
  const uuid = (seed: number): string => {
    const h = fake.hex(32, seed);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  };
  const codecov = uuid(3902);
  probe([
    ['Neo4j auth, a person-made password', 'docker run -e NEO4J_AUTH=neo4j/Kranich&Moor_9 neo4j:5', 'Kranich&Moor_9'],
    ['Oracle thin URL', 'url: jdbc:oracle:thin:hr/Segel4Wind_@db-prod:1521/FREEPDB1', 'Segel4Wind_'],
    ['Tor ADD_ONION with its key', `ADD_ONION ED25519-V3:${onion} Port=443,127.0.0.1:8443`, onion],
    ['Codecov bash uploader', `bash <(curl -s https://codecov.io/bash) -t ${codecov}`, codecov],
    ['npm token a person typed', 'npm config set //pkgs.example.org/:_authToken=Lindenallee&Ostsee62', 'Lindenallee&Ostsee62'],
    ['Bundler gem source credentials', 'bundle config --local gems.example.org ci-bot:Quitte.Bergamo7', 'Quitte.Bergamo7'],
    ['WeCom robot webhook', `curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid(3903)}'`, uuid(3903)],
    ['a login call\'s password without a symbol', `python3 -c "import ftplib; c=ftplib.FTP('files.example.org'); c.login('uploader', 'Malmo2041..')"`, 'Malmo2041..'],
    ['Jenkins stored secret', `<password>{AQAAABAAAAAQ${fake.b64(64, 3904)}}</password>`, fake.b64(64, 3904)],
  ]);
  it('keeps auth turned off, doc stand-ins, references and new keys asked for', () =>
    expectKept([
      'docker run -e NEO4J_AUTH=none neo4j:5',
      'NEO4J_AUTH=neo4j/${NEO4J_PASSWORD}',
      'jdbc:oracle:thin:@//db-prod:1521/FREEPDB1',
      'ADD_ONION NEW:ED25519-V3 Port=80,127.0.0.1:8080',
      './codecov -t ${CODECOV_TOKEN}',
      'npm config set //pkgs.example.org/:_authToken=${NPM_TOKEN}',
      'bundle config --local gems.example.org ${GEM_CREDENTIALS}',
      "client.login('user', 'Windows10')",
      "requests.get(url, auth=('ana', 'Version2.1.3'))",
    ]));
});

describe("a directory a person named with a password, in a session's cwd", () => {
  probe([
    ['JSON cwd field', '{"type":"user","cwd":"/srv/share/archiv_Lindenblatt#1987/billing","sessionId":"a1"}', 'Lindenblatt#1987'],
    ['escaped JSON cwd field', '{\\"cwd\\":\\"/home/ana/vault-m3rl1n42!/api\\"}', 'm3rl1n42!'],
  ]);
  it('keeps the directories of ordinary projects', () =>
    expectKept([
      '{"cwd":"/Users/ana/code/api-v2/services/billing-2024"}',
      '{"cwd":"/home/ana/.local/share/pnpm/global/5/node_modules/@scope/pkg@1.2.3"}',
    ]));
});
