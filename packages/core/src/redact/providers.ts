/**
 * Provider tokens known by their prefix, one row each: label, literal prefix, then the body as a regex source.
 * The breadth follows gitleaks' rule catalog (every provider there with a prefix of its own; its keyword-only rules
 * are covered by the keyword and prefixed-token detectors), written here as our own patterns, plus the kinds an
 * attacker's test found leaking (issue 13). Read by token-scan.ts: a row is tried only where a run of token
 * characters starts with the row's first two characters, so the table can grow without slowing the scan.
 *
 * Older provider rows with prefixes that need a regex of their own (AWS, GitHub, GitLab, Slack, Stripe, OpenAI…)
 * stay in rules.ts.
 */

export type ProviderRow = readonly [label: string, prefix: string, body: string];

const B64 = 'A-Za-z0-9+/';
const URLSAFE = 'A-Za-z0-9_-';

export const PROVIDERS: readonly ProviderRow[] = [
  // AI
  ['openrouter-key', 'sk-or-v1-', '[a-f0-9]{64}'],
  ['groq-key', 'gsk_', '[A-Za-z0-9]{48,56}'],
  ['perplexity-key', 'pplx-', '[A-Za-z0-9]{48}'],
  // LangSmith: personal token or service key, 32 hex, `_`, 10 hex
  ['langsmith-key', 'lsv2_pt_', '[a-f0-9]{32}_[a-f0-9]{10}'],
  ['langsmith-key', 'lsv2_sk_', '[a-f0-9]{32}_[a-f0-9]{10}'],

  // developer platforms and CI
  ['figma-token', 'figd_', `[${URLSAFE}]{30,80}`],
  ['figma-token', 'figu_', `[${URLSAFE}]{30,80}`],
  ['docker-token', 'dckr_pat_', `[${URLSAFE}]{20,64}`],
  ['docker-token', 'dckr_oat_', `[${URLSAFE}]{20,64}`],
  ['1password-token', 'ops_', `eyJ[${B64}_-]{100,4096}={0,3}`],
  ['1password-secret-key', 'A3-', '[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}'],
  ['age-secret-key', 'AGE-SECRET-KEY-1', '[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'],
  ['nostr-secret-key', 'nsec1', '[02-9ac-hj-np-z]{58}'], // bech32 of the 32-byte key (its public half, `npub1`, stays)
  // a Tor onion service's hs_ed25519_secret_key file in base64: its header reads `== ed25519v1-secret: type0 ==`
  ['tor-secret-key', 'PT0gZWQyNTUxOXYxLXNlY3JldDog', `[${B64}]{60,200}={0,2}`],
  // PASERK symmetric and secret keys (PASETO v1–v4); `k4.public.` is a public key
  ...[1, 2, 3, 4].flatMap((v): ProviderRow[] => [['paseto-key', `k${v}.local.`, `[${URLSAFE}]{43}`], ['paseto-key', `k${v}.secret.`, `[${URLSAFE}]{64,86}`]]),
  // ASP.NET Core Data Protection payload (auth and antiforgery cookies): base64url behind its magic header `CfDJ8`
  ['aspnet-protected-payload', 'CfDJ8', `[${URLSAFE}]{60,8192}`],
  ['grafana-token', 'glsa_', '[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}'],
  ['grafana-token', 'glc_', `[${B64}]{32,400}={0,3}`],
  ['grafana-token', 'eyJrIjoi', '[A-Za-z0-9]{70,400}={0,3}'],
  ['flyio-token', 'fo1_', `[${URLSAFE}]{43}`],
  ['flyio-token', 'fm1a_', `[${B64}]{100,4096}={0,3}`],
  ['flyio-token', 'fm1r_', `[${B64}]{100,4096}={0,3}`],
  ['flyio-token', 'fm2_', `[${B64}]{100,4096}={0,3}`],
  ['notion-token', 'secret_', '[A-Za-z0-9]{43}'],
  // BIP32 extended private keys (mainnet, testnet, and the SLIP-132 segwit versions): base58 key material
  ...['xprv', 'tprv', 'yprv', 'zprv', 'uprv', 'vprv', 'Yprv', 'Zprv'].map((p): ProviderRow => ['extended-private-key', p, '[1-9A-HJ-NP-Za-km-z]{100,112}']),
  ['notion-token', 'ntn_', '[0-9]{11}[A-Za-z0-9]{35}'],
  ['postman-token', 'PMAK-', '[a-fA-F0-9]{24}-[a-fA-F0-9]{34}'],
  ['planetscale-token', 'pscale_pw_', '[A-Za-z0-9_=.-]{32,64}'],
  ['planetscale-token', 'pscale_tkn_', '[A-Za-z0-9_=.-]{32,64}'],
  ['planetscale-token', 'pscale_oauth_', '[A-Za-z0-9_=.-]{32,64}'],
  ['supabase-key', 'sb_secret_', `[${URLSAFE}]{24,64}`],
  ['supabase-key', 'sbp_', '[a-f0-9]{40}'],
  ['adobe-secret', 'p8e-', '[A-Za-z0-9]{32}'],
  ['alibaba-key', 'LTAI', '[A-Za-z0-9]{20}'],
  ['artifactory-token', 'AKCp', '[A-Za-z0-9]{69}'],
  ['artifactory-token', 'cmVmd', '[A-Za-z0-9]{59}'],
  ['bedrock-key', 'ABSK', `[${B64}]{109,269}={0,2}`],
  ['clickhouse-secret', '4b1d', '[A-Za-z0-9]{38}'],
  ['clojars-token', 'CLOJARS_', '[a-z0-9]{60}'],
  ['cloudflare-origin-key', 'v1.0-', '[a-f0-9]{24}-[a-f0-9]{146}'],
  ['databricks-token', 'dapi', '[a-f0-9]{32}(?:-[0-9])?'],
  ['doppler-token', 'dp.pt.', '[A-Za-z0-9]{40,44}'],
  ['doppler-token', 'dp.st.', '(?:[a-z0-9_-]{2,35}\\.)?[A-Za-z0-9]{40,44}'],
  ['doppler-token', 'dp.sa.', '[A-Za-z0-9]{40,44}'],
  ['doppler-token', 'dp.ct.', '[A-Za-z0-9]{40,44}'],
  ['dynatrace-token', 'dt0c01.', '[A-Za-z0-9]{24}\\.[A-Za-z0-9]{64}'],
  ['duffel-token', 'duffel_live_', '[A-Za-z0-9_=-]{43}'],
  ['duffel-token', 'duffel_test_', '[A-Za-z0-9_=-]{43}'],
  ['easypost-token', 'EZAK', '[A-Za-z0-9]{54}'],
  ['easypost-token', 'EZTK', '[A-Za-z0-9]{54}'],
  ['facebook-token', 'EAAC', '[A-Za-z0-9]{100,400}'],
  ['facebook-token', 'EAAM', '[A-Za-z0-9]{100,400}'],
  ['facebook-token', 'EAAB', '[A-Za-z0-9]{100,400}'], // an app's user and page tokens
  ['facebook-token', 'EAAG', '[A-Za-z0-9]{100,400}'], // the Graph API Explorer's
  ['square-token', 'EAAA', `[${URLSAFE}]{22,60}`],
  ['square-token', 'sq0atp-', `[${URLSAFE}]{22,60}`],
  ['square-token', 'sq0csp-', `[${URLSAFE}]{40,60}`],
  ['flutterwave-key', 'FLWSECK_TEST-', '[a-hA-H0-9]{32}-X'],
  ['flutterwave-key', 'FLWSECK-', '[a-hA-H0-9]{32}-X'],
  ['flutterwave-key', 'FLWSECK_TEST', '[a-hA-H0-9]{12}'],
  ['frameio-token', 'fio-u-', '[A-Za-z0-9_=-]{64}'],
  ['harness-token', 'pat.', `[${URLSAFE}]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}`],
  ['harness-token', 'sat.', `[${URLSAFE}]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}`],
  ['heroku-token', 'HRKU-AA', `[${URLSAFE}]{58}`],
  ['infracost-token', 'ico-', '[A-Za-z0-9]{32}'],
  ['contentful-token', 'CFPAT-', `[${URLSAFE}]{43}`],
  // SonarQube user, project and global analysis tokens
  ...['squ_', 'sqp_', 'sqa_'].map((p): ProviderRow => ['sonarqube-token', p, '[a-f0-9]{40}']),
  // Modal token secret (its id, `ak-…`, is not): `as-` is short, so the body must mix cases and digits
  ['modal-token', 'as-', '(?=[a-z0-9]{0,21}[A-Z])(?=[A-Z0-9]{0,21}[a-z])(?=[A-Za-z]{0,21}[0-9])[A-Za-z0-9]{22}'],
  ['intra42-secret', 's-s4t2ud-', '[a-f0-9]{64}'],
  ['intra42-secret', 's-s4t2af-', '[a-f0-9]{64}'],
  ['mailgun-key', 'key-', '[a-f0-9]{32}'],
  ['newrelic-key', 'NRAK-', '[A-Z0-9]{27}'],
  ['newrelic-key', 'NRII-', '[a-z0-9-]{32}'],
  ['octopus-key', 'API-', '[A-Z0-9]{26}'],
  ['prefect-token', 'pnu_', '[A-Za-z0-9]{36}'],
  ['pulumi-token', 'pul-', '[a-f0-9]{40}'],
  ['readme-token', 'rdme_', '[a-z0-9]{70}'],
  ['rubygems-token', 'rubygems_', '[a-f0-9]{48}'],
  ['scalingo-token', 'tk-us-', `[${URLSAFE}]{48}`],
  ['sendinblue-key', 'xkeysib-', '[a-f0-9]{64}-[A-Za-z0-9]{16}'],
  ['sendinblue-key', 'xsmtpsib-', '[a-f0-9]{64}-[A-Za-z0-9]{16}'],
  ['sentry-token', 'sntryu_', '[a-f0-9]{64}'],
  ['sentry-token', 'sntrys_', `eyJ[${B64}_=-]{50,600}`],
  ['settlemint-token', 'sm_pat_', '[A-Za-z0-9]{16}'],
  ['settlemint-token', 'sm_aat_', '[A-Za-z0-9]{16}'],
  ['settlemint-token', 'sm_sat_', '[A-Za-z0-9]{16}'],
  ['shippo-token', 'shippo_live_', '[a-fA-F0-9]{40}'],
  ['shippo-token', 'shippo_test_', '[a-fA-F0-9]{40}'],
  ['sourcegraph-token', 'sgp_', '(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}'],
  ['typeform-token', 'tfp_', '[A-Za-z0-9_=.-]{59}'],
  ['vault-token', 'hvb.', `[${URLSAFE}]{138,300}`],
  ['yandex-key', 'AQVN', `[${URLSAFE}]{35,38}`],
  ['yandex-key', 't1.', `[A-Za-z0-9_-]{20,}={0,2}\\.[${URLSAFE}]{86}`],
  ['dropbox-token', 'sl.', '[A-Za-z0-9_=-]{130,160}'],
  ['airtable-token', 'pat', '[A-Za-z0-9]{14}\\.[a-f0-9]{64}'],
  ['atlassian-token', 'ATATT3', '[A-Za-z0-9_=-]{100,300}'],
  ['bitbucket-token', 'ATBB', '[A-Za-z0-9_=-]{28,100}'], // a Bitbucket app password
  ['age-plugin-identity', 'AGE-PLUGIN-', '[A-Z0-9]{2,30}-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{20,400}'],
  ['twitter-token', 'AAAAAAAAAAAAAAAAAAAAA', '[A-Za-z0-9%]{60,120}'],
  ['mapbox-token', 'sk.eyJ', `[${URLSAFE}]{20,400}\\.[${URLSAFE}]{16,64}`],
  ['google-oauth-token', 'ya29.', `[${URLSAFE}]{30,2048}`],
  ['linear-token', 'lin_oauth_', '[a-f0-9]{64}'],
  ['hubspot-token', 'pat-na1-', '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'],
  ['hubspot-token', 'pat-eu1-', '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'],
  ['slack-token', 'xoxe.xox', '[bp]-[0-9]-[A-Za-z0-9]{140,180}'],
  ['slack-token', 'xoxe-', '[0-9]-[A-Za-z0-9]{140,160}'],

  // found leaking by an independent attacker's set (issue 13): cloud ids, signing keys, keys in base64 containers
  ['tencent-secret-id', 'AKID', '[A-Za-z0-9]{32}'],
  // NATS NKey seeds: `S`, the key's type (user, account, operator, server, cluster, curve), base32; the public keys
  // (`U…`, `A…`, `O…`, `N…`) are ids
  ...(['SU', 'SA', 'SO', 'SN', 'SC', 'SX'] as const).map((prefix): ProviderRow => ['nkey-seed', prefix, '[A-Z2-7]{56}']),
  ['minisign-secret-key', 'RWRTY0Iy', `[${B64}]{40,400}={0,2}`],
  // base64 of a PEM private key (kubeconfig `client-key-data`, Kubernetes secrets): "PRIVATE KEY" at any alignment
  ['private-key', 'LS0tLS1CRUdJTi', `[${B64}]{0,80}?(?:UFJJVkFURSBLRV|BSSVZBVEUgS0VZ|QUklWQVRFIEtFW)[${B64}]{0,65536}={0,2}`],
  // base64 DER that opens with a version INTEGER (PKCS#1/PKCS#8 private keys, PKCS#12): certificates do not
  ['private-key', 'MII', `[${B64}]{3}IBA[ADz][${B64}]{200,65536}={0,2}`],
];
