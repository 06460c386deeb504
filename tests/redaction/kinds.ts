/**
 * The kinds of fake secret in the generated redaction corpus: one row per kind, a value made at run time from a
 * seed (no secret-shaped literal sits in this file) and the line a transcript would carry it in (`{v}` marks it).
 *
 * The split into a tuning part and a held-out part is fixed here, BEFORE any rule was written against this corpus:
 * a kind is held out when the FNV-1a hash of its name is 0 mod 3. Rules were written and tuned on the tuning kinds
 * only; the held-out kinds measure how redaction generalises to kinds nobody tuned to.
 */
import { rng } from '../../packages/core/src/redact/fake-secrets.js';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';
const B64 = `${ALNUM}+/`;
const B64URL = `${ALNUM}-_`;
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const PUNCT = '!#%^*+=~?@';

/** A seeded source of random strings for one value. */
export class Gen {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = rng(seed * 2654435761 + 17);
  }
  from(alphabet: string, n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[this.next() % alphabet.length];
    return out;
  }
  an = (n: number) => this.from(ALNUM, n);
  lo = (n: number) => this.from(LOWER, n);
  up = (n: number) => this.from(UPPER, n);
  hex = (n: number) => this.from(HEX, n);
  b64 = (n: number) => this.from(B64, n);
  b64u = (n: number) => this.from(B64URL, n);
  dig = (n: number) => this.from('0123456789', n);
  b32 = (n: number) => this.from(BECH32, n);
  uuid = () => `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-a${this.hex(3)}-${this.hex(12)}`;
  /** A human-made password: letters, digits and punctuation. */
  pw = () => `${this.an(4)}${this.from(PUNCT, 1)}${this.an(5)}${this.dig(2)}${this.from(PUNCT, 1)}${this.an(2)}`;
  /** A JWT-shaped value (header `{"alg":"HS256","typ":"JWT"}`, random payload and signature). */
  jwt = () => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${this.b64u(70)}.${this.b64u(43)}`;
  pemBody = (lines = 10) => Array.from({ length: lines }, () => this.b64(64)).join('\n');
}

export interface Kind {
  kind: string;
  value: (g: Gen) => string;
  /** The line (or lines) a transcript holds it in; `{v}` is the secret. */
  context: string;
}

const k = (kind: string, value: (g: Gen) => string, context: string): Kind => ({ kind, value, context });

export const KINDS: Kind[] = [
  // providers with a prefix
  k('aws-access-key-id', (g) => `AKIA${g.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, 'aws_access_key_id = {v}'),
  k('aws-secret-key', (g) => g.b64(40), 'aws_secret_access_key = {v}'),
  k('github-pat', (g) => `ghp_${g.an(36)}`, 'git clone https://{v}@github.com/acme/api.git'),
  k('github-fine-grained', (g) => `github_pat_${g.an(22)}_${g.an(59)}`, 'export GH_TOKEN={v}'),
  k('github-oauth', (g) => `gho_${g.an(36)}`, 'oauth_token: {v}'),
  k('gitlab-pat', (g) => `glpat-${g.b64u(20)}`, 'curl --header "PRIVATE-TOKEN: {v}" https://gitlab.acme.dev/api/v4/projects'),
  k('gitlab-runner', (g) => `glrt-${g.b64u(20)}`, 'gitlab-runner register --token {v}'),
  k('gitlab-deploy', (g) => `gldt-${g.b64u(20)}`, 'deploy token created: {v}'),
  k('slack-bot', (g) => `xoxb-${g.dig(11)}-${g.dig(13)}-${g.an(24)}`, "const web = new WebClient('{v}');"),
  k('slack-user', (g) => `xoxp-${g.dig(11)}-${g.dig(11)}-${g.dig(13)}-${g.hex(32)}`, 'SLACK_USER_TOKEN={v}'),
  k('slack-webhook', (g) => `https://hooks.slack.com/services/T${g.up(8)}/B${g.up(10)}/${g.an(24)}`, "curl -X POST -d '{\"text\":\"ok\"}' {v}"),
  k('stripe-secret', (g) => `sk_live_${g.an(24)}`, 'the fallback key {v} is still in billing.ts'),
  k('stripe-restricted', (g) => `rk_live_${g.an(24)}`, 'STRIPE_RESTRICTED={v}'),
  k('stripe-webhook', (g) => `whsec_${g.an(32)}`, 'stripe listen printed: Ready! Your webhook signing secret is {v}'),
  k('openai-project', (g) => `sk-proj-${g.b64u(74)}T3BlbkFJ${g.b64u(74)}`, 'OPENAI_API_KEY={v}'),
  k('anthropic-api', (g) => `sk-ant-api03-${g.b64u(93)}AA`, '"ANTHROPIC_API_KEY": "{v}"'),
  k('anthropic-admin', (g) => `sk-ant-admin01-${g.b64u(93)}AA`, 'admin key {v} rotated'),
  k('google-api-key', (g) => `AIza${g.b64u(35)}`, 'apiKey: "{v}",'),
  k('google-oauth-secret', (g) => `GOCSPX-${g.b64u(28)}`, '"client_secret":"{v}"'),
  k('npm-token', (g) => `npm_${g.an(36)}`, '//registry.npmjs.org/:_authToken={v}'),
  k('pypi-token', (g) => `pypi-AgEIcHlwaS5vcmc${g.b64u(70)}`, 'twine upload -p {v} dist/*'),
  k('twilio-api-key', (g) => `SK${g.hex(32)}`, "const client = twilio('{v}', apiSecret);"),
  k('sendgrid', (g) => `SG.${g.b64u(22)}.${g.b64u(43)}`, "sgMail.setApiKey('{v}');"),
  k('huggingface', (g) => `hf_${g.an(34)}`, 'huggingface-cli login --token {v}'),
  k('vault-service', (g) => `hvs.${g.b64u(95)}`, 'token                {v}'),
  k('jwt', (g) => g.jwt(), 'DEBUG cookie set: session={v}; Path=/; HttpOnly'),
  k('figma', (g) => `figd_${g.b64u(40)}`, 'use my figma token {v} to pull the frames'),
  k('docker-hub', (g) => `dckr_pat_${g.b64u(27)}`, 'log in to docker hub with {v} and push the image'),
  k('groq', (g) => `gsk_${g.an(52)}`, 'The user configured Groq with the key {v} and asked to switch models.'),
  k('1password-service', (g) => `ops_eyJ${g.b64(300)}`, 'export OP_SERVICE_ACCOUNT_TOKEN={v}'),
  k('openrouter', (g) => `sk-or-v1-${g.hex(64)}`, 'Summary: the app calls OpenRouter with {v} from config.ts.'),
  k('grafana-service-account', (g) => `glsa_${g.an(32)}_${g.hex(8)}`, 'grafana: created service account token {v}'),
  k('grafana-cloud', (g) => `glc_eyJ${g.b64(90)}`, 'GRAFANA_CLOUD_TOKEN: {v}'),
  k('flyio', (g) => `fm2_${g.b64(140)}`, 'Authorization: FlyV1 {v}'),
  k('notion-secret', (g) => `secret_${g.an(43)}`, 'NOTION_TOKEN={v}'),
  k('notion-ntn', (g) => `ntn_${g.dig(11)}${g.an(35)}`, 'const notion = new Client({ auth: "{v}" });'),
  k('age-secret-key', (g) => `AGE-SECRET-KEY-1${g.b32(58)}`, '# created: 2026-11-30\n{v}'),
  k('postman', (g) => `PMAK-${g.hex(24)}-${g.hex(34)}`, '3. call the Postman API with {v} to export the collection'),
  k('planetscale-password', (g) => `pscale_pw_${g.b64u(43)}`, 'DATABASE_PASSWORD={v}'),
  k('planetscale-token', (g) => `pscale_tkn_${g.b64u(43)}`, 'pscale auth login --service-token {v}'),
  k('supabase-secret', (g) => `sb_secret_${g.b64u(31)}`, 'createClient(url, "{v}")'),
  k('perplexity', (g) => `pplx-${g.an(48)}`, 'PPLX_KEY: {v}'),
  k('shopify', (g) => `shpat_${g.hex(32)}`, "X-Shopify-Access-Token: {v}"),
  k('digitalocean', (g) => `dop_v1_${g.hex(64)}`, 'doctl auth init -t {v}'),
  k('linear', (g) => `lin_api_${g.an(40)}`, 'LINEAR_API_KEY={v}'),
  k('doppler', (g) => `dp.pt.${g.an(43)}`, 'doppler configure set token {v}'),
  k('dynatrace', (g) => `dt0c01.${g.up(24)}.${g.up(64)}`, 'DT_API_TOKEN="{v}"'),
  k('databricks', (g) => `dapi${g.hex(32)}`, 'databricks configure --token {v}'),
  k('pulumi', (g) => `pul-${g.hex(40)}`, 'PULUMI_ACCESS_TOKEN={v}'),
  k('prefect', (g) => `pnu_${g.an(36)}`, 'prefect cloud login -k {v}'),
  k('readme', (g) => `rdme_${g.lo(70)}`, 'readme key: {v}'),
  k('rubygems', (g) => `rubygems_${g.hex(48)}`, ':rubygems_api_key: {v}'),
  k('sentry-user', (g) => `sntryu_${g.hex(64)}`, 'SENTRY_AUTH_TOKEN={v}'),
  k('heroku-v2', (g) => `HRKU-AA${g.b64u(58)}`, 'heroku authorizations:create printed {v}'),
  k('clojars', (g) => `CLOJARS_${g.lo(60)}`, ':password "{v}"'),
  k('duffel', (g) => `duffel_live_${g.b64u(43)}`, 'DUFFEL_ACCESS_TOKEN={v}'),
  k('easypost', (g) => `EZAK${g.lo(54)}`, 'EasyPost::Client.new(api_key: "{v}")'),
  k('flutterwave', (g) => `FLWSECK_TEST-${g.hex(32)}-X`, 'FLW_SECRET_KEY={v}'),
  k('frameio', (g) => `fio-u-${g.b64u(64)}`, 'frame.io token {v}'),
  k('infracost', (g) => `ico-${g.an(32)}`, 'infracost configure set api_key {v}'),
  k('octopus', (g) => `API-${g.up(26)}`, 'octo push --apiKey {v} --server https://octo.acme.dev'),
  k('scalingo', (g) => `tk-us-${g.b64u(48)}`, 'scalingo login --api-token {v}'),
  k('brevo', (g) => `xkeysib-${g.hex(64)}-${g.an(16)}`, 'api-key: {v}'),
  k('shippo', (g) => `shippo_live_${g.hex(40)}`, 'shippo.config.api_key = "{v}"'),
  k('square', (g) => `sq0atp-${g.b64u(22)}`, 'SQUARE_ACCESS_TOKEN={v}'),
  k('alibaba', (g) => `LTAI${g.an(20)}`, 'aliyun configure --access-key-id {v}'),
  k('artifactory', (g) => `AKCp${g.an(69)}`, 'X-JFrog-Art-Api: {v}'),
  k('clickhouse', (g) => `4b1d${g.an(38)}`, 'clickhouse cloud key secret {v}'),
  k('atlassian', (g) => `ATATT3xFfGF0${g.b64u(180)}=${g.hex(8)}`, 'jira api token {v}'),
  k('mailgun', (g) => `key-${g.hex(32)}`, 'MAILGUN_API_KEY={v}'),
  k('mailchimp', (g) => `${g.hex(32)}-us12`, 'mailchimp.setConfig({ apiKey: "{v}", server: "us12" })'),
  k('newrelic', (g) => `NRAK-${g.up(27)}`, 'NEW_RELIC_API_KEY={v}'),
  k('azure-ad-secret', (g) => `${g.an(3)}8Q~${g.b64u(34).replace(/-/g, '.')}`, 'az ad sp credential reset printed "password": "{v}"'),
  k('azure-storage', (g) => `${g.b64(86)}==`, 'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={v};EndpointSuffix=core.windows.net'),
  k('telegram-bot', (g) => `${g.dig(10)}:AA${g.b64u(33)}`, 'curl https://api.telegram.org/bot{v}/sendMessage -d chat_id=42'),
  k('discord-bot', (g) => `MT${g.an(24)}.${g.b64u(6)}.${g.b64u(38)}`, 'Traceback (most recent call last):\n  File "bot.py", line 9, in <module>\n    client.run("{v}")'),
  k('discord-webhook', (g) => `${g.b64u(68)}`, '{"url":"https:\\/\\/discord.com\\/api\\/webhooks\\/1234567890123456789\\/{v}"}'),
  k('teams-webhook', (g) => `${g.hex(32)}`, 'https://acme.webhook.office.com/webhookb2/8c1f4a52-1d2e-4f0a-9b3c-2d4e6f8a0b1c@8c1f4a52-1d2e-4f0a-9b3c-2d4e6f8a0b1c/IncomingWebhook/{v}/2b4d6f8a-0c1e-4a3b-8d5f-7a9c1e3b5d7f'),
  k('okta', (g) => `00${g.b64u(40)}`, 'Authorization: SSWS {v}'),
  k('cloudflare-origin', (g) => `v1.0-${g.hex(24)}-${g.hex(146)}`, 'origin ca key {v}'),
  k('harness', (g) => `pat.${g.b64u(22)}.${g.an(24)}.${g.an(20)}`, 'HARNESS_API_KEY: {v}'),
  k('terraform-cloud', (g) => `${g.lo(14)}.atlasv1.${g.b64u(67)}`, 'credentials "app.terraform.io" { token = "{v}" }'),
  k('adobe', (g) => `p8e-${g.an(32)}`, 'adobe client secret {v}'),
  k('maxmind', (g) => `${g.an(6)}_${g.an(29)}_mmk`, 'LicenseKey {v}'),
  k('openshift', (g) => `sha256~${g.b64u(43)}`, 'oc login --token={v} --server=https://api.ocp.acme.dev:6443'),
  k('vault-batch', (g) => `hvb.${g.b64u(150)}`, 'VAULT_TOKEN={v}'),
  k('typeform', (g) => `tfp_${g.b64u(59)}`, 'typeform token {v}'),
  k('yandex', (g) => `AQVN${g.b64u(36)}`, 'yc iam key: {v}'),
  k('facebook-page', (g) => `EAAC${g.an(120)}`, 'graph.facebook.com/me?access_token={v}'),
  k('bedrock', (g) => `ABSK${g.b64(130)}`, 'AWS_BEARER_TOKEN_BEDROCK={v}'),
  k('xai', (g) => `xai-${g.an(80)}`, 'XAI_API_KEY={v}'),
  k('deepseek', (g) => `sk-${g.hex(32)}`, 'client = OpenAI(api_key="{v}", base_url="https://api.deepseek.com")'),
  k('replicate', (g) => `r8_${g.an(37)}`, 'REPLICATE_API_TOKEN={v}'),
  k('cohere', (g) => g.an(40), 'CO_API_KEY={v}'),
  k('mistral', (g) => g.an(32), 'export MISTRAL_API_KEY="{v}"'),
  k('langsmith', (g) => `lsv2_pt_${g.hex(32)}_${g.hex(10)}`, 'LANGCHAIN_API_KEY={v}'),
  k('tavily', (g) => `tvly-${g.an(32)}`, 'tavily = TavilyClient("{v}")'),
  k('firecrawl', (g) => `fc-${g.hex(32)}`, 'FIRECRAWL_API_KEY={v}'),
  k('resend', (g) => `re_${g.an(8)}_${g.an(24)}`, 'const resend = new Resend("{v}");'),
  k('vercel', (g) => g.an(24), 'vercel deploy --token {v}'),
  k('netlify', (g) => `nfp_${g.an(36)}`, 'netlify deploy --auth {v}'),
  k('render', (g) => `rnd_${g.an(32)}`, 'RENDER_API_KEY: {v}'),
  k('railway', (g) => g.uuid(), 'RAILWAY_TOKEN={v}'),
  k('sourcegraph', (g) => `sgp_${g.hex(16)}_${g.hex(40)}`, 'SRC_ACCESS_TOKEN={v}'),
  k('snyk', (g) => g.uuid(), 'snyk auth {v}'),
  k('upstash', (g) => `AX${g.b64u(70)}`, 'UPSTASH_REDIS_REST_TOKEN="{v}"'),
  k('mapbox-secret', (g) => `sk.eyJ1Ijoi${g.b64u(60)}.${g.b64u(22)}`, 'MAPBOX_DOWNLOADS_TOKEN={v}'),
  k('twitter-bearer', (g) => `AAAAAAAAAAAAAAAAAAAAA${g.an(80)}`, 'twitter bearer: {v}'),
  k('contentful', (g) => `CFPAT-${g.b64u(43)}`, 'contentful login --management-token {v}'),
  k('airtable', (g) => `pat${g.an(14)}.${g.hex(64)}`, 'AIRTABLE_PAT={v}'),
  k('auth0', (g) => g.b64u(64), 'AUTH0_CLIENT_SECRET={v}'),
  k('e2b', (g) => `e2b_${g.hex(40)}`, 'Sandbox.create({ apiKey: "{v}" })'),
  k('browserbase', (g) => `bb_live_${g.b64u(27)}`, 'BROWSERBASE_API_KEY={v}'),
  k('gitlab-session', (g) => g.lo(32), 'Cookie: _gitlab_session={v}'),
  k('ngrok', (g) => `2${g.an(26)}_${g.an(21)}`, 'ngrok config add-authtoken {v}'),
  k('circleci', (g) => `CCIPAT_${g.an(22)}_${g.hex(40)}`, 'circleci setup --token {v}'),
  k('buildkite', (g) => `bkua_${g.hex(40)}`, 'BUILDKITE_API_TOKEN={v}'),
  k('cursor', (g) => `key_${g.hex(64)}`, 'CURSOR_API_KEY={v}'),
  k('sonar', (g) => `squ_${g.hex(40)}`, 'sonar-scanner -Dsonar.token={v}'),

  // passwords handed to clients, connection strings, headers
  k('mysql-p-glued', (g) => g.pw().replace(/[!#%^*?~]/g, 'x'), 'mysql -u root -p{v} -h db.internal app'),
  k('mysql-p-quoted', (g) => g.pw(), "mysql -u root -p'{v}' app < dump.sql"),
  k('mysql-quoted-flag', (g) => g.pw(), "+ mysql -h db.internal -u deploy '-p{v}' app"),
  k('pgpassword', (g) => g.pw(), "PGPASSWORD='{v}' psql -h db.internal -U app -c 'select 1'"),
  k('postgres-url', (g) => g.pw().replace(/[@/#?%]/g, 'Z'), 'DATABASE_URL=postgres://app:{v}@db.internal:5432/app'),
  k('mongosh', (g) => g.pw(), "mongosh --host db.internal -u admin --password '{v}' --authenticationDatabase admin"),
  k('redis-cli', (g) => g.an(24), 'redis-cli -h cache.internal -a {v} ping'),
  k('docker-login', (g) => g.pw(), "docker login -u deploy -p '{v}' registry.acme.dev"),
  k('podman-login', (g) => g.pw(), 'podman login --username deploy --password {v} quay.io'),
  k('sshpass', (g) => g.pw(), "sshpass -p '{v}' ssh deploy@10.0.0.7 uptime"),
  k('curl-user', (g) => g.pw(), "curl -u 'admin:{v}' https://jenkins.acme.dev/api/json"),
  k('wget-password', (g) => g.pw(), 'wget --user=ci --password={v} https://files.acme.dev/build.tar.gz'),
  k('htpasswd', (g) => g.pw(), 'htpasswd -b -c /etc/nginx/.htpasswd admin {v}'),
  k('az-login', (g) => `${g.an(3)}8Q~${g.an(34)}`, 'az login --service-principal -u 7f3c2a10-aaaa-4bbb-8ccc-1234567890ab -p {v} --tenant acme.onmicrosoft.com'),
  k('kubectl-token', (g) => g.b64u(48), 'kubectl --token={v} get pods -n prod'),
  k('gcloud-flag', (g) => `ya29.${g.b64u(120)}`, 'gcloud storage ls --access-token-file=/dev/stdin <<< {v}'),
  k('ado-net', (g) => g.pw().replace(/;/g, 'x'), 'Server=tcp:acme.database.windows.net,1433;Database=app;User ID=app;Password={v};Encrypt=True;'),
  k('odbc-pwd', (g) => g.pw().replace(/;/g, 'x'), 'Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=sa;Pwd={v};'),
  k('jdbc', (g) => g.pw().replace(/[;&]/g, 'x'), 'jdbc:sqlserver://db.internal:1433;databaseName=app;user=app;password={v};encrypt=true'),
  k('libpq-dsn', (g) => g.pw().replace(/['\s]/g, 'x'), 'dsn = "host=db.internal port=5432 dbname=app user=app password={v} sslmode=require"'),
  k('amqp-url', (g) => g.an(20), 'amqp://guest:{v}@mq.internal:5672/%2f'),
  k('auth-basic', (g) => g.b64(32), 'Authorization: Basic {v}'),
  k('auth-token', (g) => g.hex(40), 'curl -H "Authorization: Token {v}" https://api.acme.dev/v1/me'),
  k('auth-digest', (g) => g.hex(32), 'Authorization: Digest username="ci", realm="api", nonce="dcd98b7102dd2f0e", uri="/v1", response="{v}"'),
  k('auth-custom', (g) => g.uuid(), 'Authorization: GenieKey {v}'),
  k('x-api-key', (g) => g.an(40), 'x-api-key: {v}'),
  k('custom-header', (g) => g.an(36), 'X-Acme-Secret: {v}'),

  // secret-ish names in any syntax and language
  k('env-passwort', (g) => g.pw(), 'DB_PASSWORT={v}'),
  k('yaml-contrasena', (g) => g.pw(), 'contraseña: {v}'),
  k('env-mot-de-passe', (g) => g.pw(), 'MOT_DE_PASSE="{v}"'),
  k('yaml-parol', (g) => g.pw(), 'пароль: {v}'),
  k('yaml-password', (g) => g.pw(), 'database:\n  host: db.internal\n  password: {v}'),
  k('toml-secret', (g) => g.an(32), '[api]\nsigning_secret = "{v}"'),
  k('json-client-secret', (g) => g.b64u(40), '{"clientId": "acme-web", "clientSecret": "{v}"}'),
  k('xml-password', (g) => g.pw(), '<datasource><user>app</user><password>{v}</password></datasource>'),
  k('properties-password', (g) => g.pw(), 'spring.datasource.password={v}'),
  k('nuget-password', (g) => g.pw(), '<add key="ClearTextPassword" value="{v}" />'),
  k('netrc', (g) => g.pw(), 'machine api.acme.dev login ci password {v}'),
  k('cookie-session', (g) => g.b64u(40), 'Cookie: theme=dark; sessionid={v}; lang=en'),
  k('set-cookie', (g) => `s%3A${g.b64u(32)}.${g.b64u(43)}`, 'Set-Cookie: connect.sid={v}; Path=/; HttpOnly'),
  k('prose-password', (g) => g.pw(), 'The admin password is {v} for now, change it later.'),
  k('heroku-uuid', (g) => g.uuid(), 'HEROKU_API_KEY={v}'),
  k('hex-secret-context', (g) => g.hex(64), 'SESSION_SIGNING_KEY={v}'),
  k('k8s-secret-data', (g) => Buffer.from(g.pw()).toString('base64'), 'kind: Secret\ndata:\n  db-password: {v}'),

  // private key material in every container
  k('pem-rsa', (g) => g.pemBody(), '-----BEGIN RSA PRIVATE KEY-----\n{v}\n-----END RSA PRIVATE KEY-----'),
  k('pem-pkcs8', (g) => g.pemBody(), '-----BEGIN PRIVATE KEY-----\n{v}\n-----END PRIVATE KEY-----'),
  k('openssh-key', (g) => `b3BlbnNzaC1rZXktdjEAAAAA${g.b64(40)}\n${g.pemBody(5)}`, '-----BEGIN OPENSSH PRIVATE KEY-----\n{v}\n-----END OPENSSH PRIVATE KEY-----'),
  k('pgp-private', (g) => g.pemBody(8), '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{v}\n-----END PGP PRIVATE KEY BLOCK-----'),
  k('putty-ppk', (g) => g.pemBody(6), 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIHk9\nAAAA\nPrivate-Lines: 6\n{v}\nPrivate-MAC: 0a1b2c3d'),
  k('jwk-private', (g) => g.b64u(43), '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"{v}"}'),
  k('jwk-oct', (g) => g.b64u(43), '{"kty":"oct","alg":"HS256","k":"{v}"}'),
  k('pkcs12-base64', (g) => `MII${g.b64(400)}`, 'CERT_PFX_BASE64={v}'),

  // classes found by a second, independent attack set (issue 13); our own values and contexts, one row per class
  k('env-name-numbered', (g) => g.pw(), 'SMTP_PASSWORD_3={v}'),
  k('env-name-stage-suffix', (g) => g.an(32), 'PAYMENT_API_KEY_STAGING={v}'),
  k('env-name-glued-digit', (g) => `${g.an(20)}${g.dig(3)}`, 'TOKEN2={v}'),
  k('env-passphrase-blanks', (g) => `maple river ${g.lo(6)} ${g.dig(3)}${g.lo(2)}`, 'BACKUP_PASSPHRASE={v}'),
  k('dutch-password', (g) => g.pw(), 'wachtwoord = {v}'),
  k('czech-password', (g) => g.pw(), 'heslo: {v}'),
  k('croatian-password', (g) => g.pw(), 'lozinka={v}'),
  k('dutch-key', (g) => g.an(32), 'sleutel: {v}'),
  k('prose-with-password', (g) => g.pw(), 'Connect as deploy with password {v} then restart the worker.'),
  k('prose-password-backticks', (g) => g.pw(), 'I set the database password to `{v}` for the demo.'),
  k('prose-user-slash-password', (g) => g.pw(), 'Sign in to the console as root/{v} once, then rotate it.'),
  k('keytool-keypass', (g) => g.pw(), 'keytool -genkeypair -alias app -keypass {v} -keystore app.jks'),
  k('openssl-passin', (g) => g.pw(), 'openssl pkcs12 -in cert.p12 -passin pass:{v} -nodes'),
  k('echo-into-sudo', (g) => g.pw(), 'echo "{v}" | sudo -S systemctl restart nginx'),
  k('rpcclient-user-percent', (g) => g.pw(), 'rpcclient -U "backup%{v}" 10.0.0.5'),
  k('rabbitmq-change-password', (g) => g.pw(), 'rabbitmqctl change_password ops {v}'),
  k('dump-password-with-blanks', (g) => `blue ${g.an(6)} sky ${g.dig(2)}`, "mysqldump --password='{v}' app > app.sql"),
  k('pgpass-line', (g) => g.pw(), '10.1.2.3:5432:*:report:{v}'),
  k('oracle-connect', (g) => g.pw(), 'sqlplus scott/{v}@//db.example.internal:1521/ORCL'),
  k('dsn-userinfo-key', (g) => g.hex(32), 'dsn: "https://{v}@o4505.ingest.example.io/4505"'),
  k('webhook-path-token', (g) => g.an(40), 'curl -X POST https://automate.example.org/webhook/{v} -d @event.json'),
  k('teams-webhook-path', (g) => `${g.hex(32)}/${g.uuid()}`, 'https://acme.webhook.office.com/webhookb2/3f2a9c1e-7b4d-4e8a-9c2f-1d5e6a7b8c9d@0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/IncomingWebhook/{v}'),
  k('signature-header', (g) => g.hex(64), 'X-Signature-256: sha256={v}'),
  k('hcl-variable-default', (g) => g.pw(), 'variable "api_secret" {\n  type    = string\n  default = "{v}"\n}'),
  k('nested-json-oauth', (g) => g.an(40), '{"gitlab-oauth": {"gitlab.example.com": "{v}"}}'),
  k('json-unicode-quoted', (g) => g.pw(), '{"cfg":"db_password=\\u0022{v}\\u0022"}'),
  k('java-tostring-secret', (g) => g.an(40), 'Caused by: SdkClientException (credentials: StaticCredentials[accessKeyId=AKIAIOSFODNN7, secretKey={v}])'),
  k('url-password-with-at', (g) => `${g.an(5)}@${g.an(8)}1`, 'redis://default:{v}@cache.internal:6379/0'),
  k('curl-cookie-flag', (g) => g.an(32), 'curl -b "JSESSIONID={v}" https://app.example.com/account'),
  k('query-appid', (g) => g.hex(32), 'https://api.example.net/v2/forecast?city=Oslo&appid={v}'),
  k('psql-table-cell', (g) => g.pw(), ' service | password\n---------+----------\n billing | {v}\n(1 row)'),
  k('markdown-table-token', (g) => g.an(32), '| env | token |\n|---|---|\n| prod | {v} |'),
  k('hex-encoded-token', (g) => Buffer.from(`glpat-${g.an(20)}`).toString('hex'), 'xxd -p creds.bin\n{v}'),
  k('pgp-armor-body', (g) => g.pemBody(6), '-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n{v}\n-----END PGP PRIVATE KEY BLOCK-----'),
];

/** FNV-1a, 32 bit: a stable hash of a kind's name. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Held out: never looked at while the rules were written or tuned. */
export function isHeldOut(kind: string): boolean {
  return fnv1a(kind) % 3 === 0;
}
