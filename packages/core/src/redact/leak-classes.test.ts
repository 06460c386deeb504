/**
 * The leak classes of issue 13's fifth attack, one realistic case each with values made up here (not the attacker's):
 * every secret must be gone from the redacted text, and the neighbouring non-secrets must survive.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

const cases: [string, string, string][] = [
  // 1. secret-ish names in more languages and scripts, full-width separators
  ['ar', 'كلمة المرور: Rt4#wq8Lz0pX', 'Rt4#wq8Lz0pX'],
  ['he', 'סיסמא=Kd9!vb2Nm7qa', 'Kd9!vb2Nm7qa'],
  ['id', 'kata_sandi=Pw3^hn7Yt1ce', 'Pw3^hn7Yt1ce'],
  ['it', "parola_d_ordine: Mz5*uq2Lr8wy", 'Mz5*uq2Lr8wy'],
  ['vi', 'mật_khẩu = Fs6!gj3Kp0tb', 'Fs6!gj3Kp0tb'],
  ['zh', '支付密钥＝n8Qe2rTy5uIo1pAs7dFg3hJk', 'n8Qe2rTy5uIo1pAs7dFg3hJk'],
  ['ru', 'токен: Hq2wErT6yU8iOp1aSd4fGh7jKl9zXc3v', 'Hq2wErT6yU8iOp1aSd4fGh7jKl9zXc3v'],
  // 2. passwords given to CLIs
  ['zip -P', "zip -q -P 'Wn4!kd8Rz2' archive.zip ./out", 'Wn4!kd8Rz2'],
  ['7z -p', '7z x -pTq9#mv3Lx7 bundle.7z', 'Tq9#mv3Lx7'],
  ['sqlcmd -P', 'sqlcmd -S db01 -U sa -P Zk2!pw9Nq4 -Q "SELECT 1"', 'Zk2!pw9Nq4'],
  ['lftp -u', 'lftp -u uploader,Gh5%tr8Mv1 ftp://files.example.org', 'Gh5%tr8Mv1'],
  ['etcdctl --user', 'etcdctl --user admin:Lp7#qe2Xc9 get /app', 'Lp7#qe2Xc9'],
  ['net use', 'net use Y: \\\\nas02\\team Vb3!zu6Hq0 /user:CORP\\build', 'Vb3!zu6Hq0'],
  ['gh secret set --body', 'gh secret set API_PASSWORD --body "Jr8*na4Kw6"', 'Jr8*na4Kw6'],
  ['SecureString', "$s = ConvertTo-SecureString 'Qm1!xv7Tp3' -AsPlainText -Force", 'Qm1!xv7Tp3'],
  ['addauth digest', 'addauth digest ops:Ny6#kb2Wd8', 'Ny6#kb2Wd8'],
  ['login <hex>', 'mltool login 9c1e7a4b2d8f06e35a9b7c1d4e2f8a6b3c5d7e9f', '9c1e7a4b2d8f06e35a9b7c1d4e2f8a6b3c5d7e9f'],
  ['credential constructor', 'var c = new NetworkCredential("backup", "Hs4!lq9Ve2");', 'Hs4!lq9Ve2'],
  ['set NAME=', 'set BUILD_AGENT_PAT=x7k2m9q4w1e8r5t3y6u0i2o4p7a9s1d3f5g8h0j2k4l6 && run', 'x7k2m9q4w1e8r5t3y6u0i2o4p7a9s1d3f5g8h0j2k4l6'],
  // 3. SQL
  ['IDENTIFIED BY', "CREATE USER 'etl'@'%' IDENTIFIED BY 'Cw7!re3Bn5';", 'Cw7!re3Bn5'],
  ['PASSWORD()', "SET PASSWORD FOR 'app'@'localhost' = PASSWORD('Xe2#yt8Mk4');", 'Xe2#yt8Mk4'],
  ['WITH PASSWORD', "CREATE ROLE reader WITH LOGIN PASSWORD 'Dq5!ul1Zs7';", 'Dq5!ul1Zs7'],
  // 4. connection strings
  ['user with @', 'MAIL_URL=smtp://robot@mail.example.org:Tz8!op2Qa6@smtp.example.org:465', 'Tz8!op2Qa6'],
  ['redis ,password=', 'Redis=cache01:6380,password=Yw3rT8uI1oP5aS7dF9gH2jK4,ssl=True', 'Yw3rT8uI1oP5aS7dF9gH2jK4'],
  ['go dsn', 'open db: svc:Rk9#wz4Pm1@tcp(mysql:3306)/orders', 'Rk9#wz4Pm1'],
  ['s3 key:secret with / and +', 's3://AKIAQWERTYUIOPASDFGH:aB3/dE5+gH7jK9lM1nP3qR5sT7vW9xY1zA3bC5dE@logs/', 'aB3/dE5+gH7jK9lM1nP3qR5sT7vW9xY1zA3bC5dE'],
  // 5. config lines
  ['php define', "define( 'SMTP_PASSWORD', 'Ua6!qs3Lf8' );", 'Ua6!qs3Lf8'],
  ['yaml secret_key_base', '  secret_key_base: 3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a9c1e3b5d7f9a2c4e6b8d0f1a', '3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a9c1e3b5d7f9a2c4e6b8d0f1a'],
  ['cookie', 'RABBIT_COOKIE=QWPEOIRUTYALSKDJFHGZ', 'QWPEOIRUTYALSKDJFHGZ'],
  ['psk', '  psk="Gm2rq9Vx4tLk"', 'Gm2rq9Vx4tLk'],
  ['pass_phrase', 'pass_phrase=Bo7^wm3Ye1', 'Bo7^wm3Ye1'],
  ['export PUB_TOKEN', 'export PUB_TOKEN=Kp2Lm9Qx4Wz7Rt1Yv6Bn3Hs8Jd5Fg0Ce2Au7', 'Kp2Lm9Qx4Wz7Rt1Yv6Bn3Hs8Jd5Fg0Ce2Au7'],
  ['license_key', 'license_key: 7d3f9a1c5e2b8d4f6a0c9e1b7d3f5a8cEU01', '7d3f9a1c5e2b8d4f6a0c9e1b7d3f5a8cEU01'],
  ['sdk-<uuid>', 'FLAGS_SDK_KEY=sdk-1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 'sdk-1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d'],
  ['netrc uuid', 'machine api.example.org\n  login me@example.org\n  password 0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d', '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d'],
  ['makefile ?=', 'RELEASE_TOKEN ?= Zq8Wm3Lp6Xr1Tv4Yb9Nc2Hd7Js5Kf0Ga', 'Zq8Wm3Lp6Xr1Tv4Yb9Nc2Hd7Js5Kf0Ga'],
  ['snmp community', 'rwcommunity n0c0ps2026x 192.168.0.0/16', 'n0c0ps2026x'],
  // 7. a token in adjacent quoted halves
  ['halves', 'API_TOKEN="Vq3Nx8Lp2Rt6Wm9Zk""4Hs7Yb1Jd5Fc0Gu3"', '4Hs7Yb1Jd5Fc0Gu3'],
  // 8. a hook URL of a service without a vendor rule
  ['hook url', 'POST https://hooks.example.net/hooks/catch/4411223/k3p9x2m7q5w1/', 'k3p9x2m7q5w1'],
  // 9. crypt hashes in credential contexts
  ['shadow', 'ci:$6$Qw3rTy7u$aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wX5yZ6aB7cD8:19800:0:99999:7:::', 'aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3'],
  ['htpasswd bcrypt', 'ops:$2y$10$Fq8.Wm3Lp6Xr1Tv4Yb9Nc.2Hd7Js5Kf0GaQe8Ru2Io6Pa4Sd1Fg3', 'Fq8.Wm3Lp6Xr1Tv4Yb9Nc.2Hd7Js5Kf0GaQe8Ru2Io6Pa4Sd1Fg3'],
  // 11. a provider token glued into a file name by `-`
  ['token in a path', 'Edited /srv/app/restore-ghp_Zq8Wm3Lp6Xr1Tv4Yb9Nc2Hd7Js5Kf0GaQe8R.json', 'ghp_Zq8Wm3Lp6Xr1Tv4Yb9Nc2Hd7Js5Kf0GaQe8R'],
  ['prefixed token as a file name', 'Wrote snap-tok_Wq3Er7Ty1Ui5Op9As2Df6Gh0Jk4.txt', 'Wq3Er7Ty1Ui5Op9As2Df6Gh0Jk4'],
  // 12. values with + / . % - after a strong name
  ['slash value', 'METRICS_ACCESS_TOKEN=/q8Wm3+Lp6Xr1Tv4Yb9Nc2Hd7Js5/Kf0GaQe8Ru2Io6Pa4', '/q8Wm3+Lp6Xr1Tv4Yb9Nc2Hd7Js5/Kf0GaQe8Ru2Io6Pa4'],
  ['bang value', 'signing.password=!*4kq.Ws9-zP', '!*4kq.Ws9-zP'],
];

describe('attack 5 leak classes', () => {
  it.each(cases)('%s', (_name, text, secret) => {
    expect(redactText(text).text).not.toContain(secret);
  });

  it('keeps the flags, paths and versions the new rules sit next to', () => {
    for (const text of [
      '"build": "tsc -p ./tsconfig.build.json"',
      'browserify -p common-shakeify -p bundle-collapser/plugin lib/index.js',
      'live-server --port=4103 --project=2',
      '"cookie": "^0.7.1"',
      "await prompt.password('New password: ')",
      'docker run -u 1000:1000 -p 8080:80 app',
      'key usages (identified by `cryptokey.algorithm.name`)',
      '  - Release GPG key: 4B7C1A9E3D5F8026B1C3E5A7D9F0B2C4E6A8D0F1',
    ]) {
      expect(redactText(text).findings, text).toEqual([]);
    }
  });

  it('never swallows a SHA or a UUID on the line after a secret', () => {
    const text = 'DEPLOY_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6Hs3Jd8Fg5Ce0Au\n9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5\n1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    const out = redactText(text).text;
    expect(out).toContain('9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5');
    expect(out).toContain('1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d');
    expect(out).not.toContain('Xq7Lm2Wp9Rt4');
  });
});

/** The classes a sixth, independent attack found after the fixes above (values made up here, not the attacker's). */
const attack6: [string, string, string][] = [
  ['fish set -x, quoted', "set -x METRICS_PUSH_TOKEN 'Rv7pQ2mW9xK4tL'", 'Rv7pQ2mW9xK4tL'],
  ['fish set -gx, bare', 'set -gx SEARCH_APP_KEY 7c3f91d0a8b24e6f5c1d9a7b3e5f0c2d4a6b8e1f', '7c3f91d0a8b24e6f5c1d9a7b3e5f0c2d4a6b8e1f'],
  ['csh setenv', 'setenv REPLICA_PASSWORD Tb4!nz8Qw2', 'Tb4!nz8Qw2'],
  ['password word first, pt', 'senha_da_fila=Wq5%ek2Lr9', 'Wq5%ek2Lr9'],
  ['password word first, es', 'contraseña_del_correo: Hn3#vc8Pz1', 'Hn3#vc8Pz1'],
  ['a provider word before the digest, after a strong name', 'MAILER_API_KEY: mkeyx-9f2b7d4e1a6c3f8b5d0e7a2c9f4b1d6e3a8c5f0b7d2e9a4c1f6b3d8e5a0c7f2b', '9f2b7d4e1a6c3f8b5d0e7a2c9f4b1d6e3a8c5f0b7d2e9a4c1f6b3d8e5a0c7f2b'],
  ['a URL password of letters and a dot', 'QUEUE_URL=amqps://worker:kPzR.wYtNmQsLdVb@mq.example.net:5671', 'kPzR.wYtNmQsLdVb'],
];

describe('attack 6 leak classes', () => {
  it.each(attack6)('%s', (_name, text, secret) => {
    expect(redactText(text).text).not.toContain(secret);
  });

  it('keeps fish variables that are not secrets, cache keys and phrases after "password of"', () => {
    for (const text of [
      'set -x PATH /usr/local/bin $PATH',
      'set -x GITHUB_TOKEN (cat ~/.config/gh/token)',
      'set -x API_TOKEN $CI_TOKEN',
      'set -l token_count 12345678',
      'key: Linux-node-modules-3d92e5d2a44ff8a0ac8cf044',
      'key_for_sorting=abc12345',
      'password_of_the_day: 7 days',
      'git clone https://github.com/Org/Repo.git',
    ]) {
      expect(redactText(text).findings, text).toEqual([]);
    }
  });
});
