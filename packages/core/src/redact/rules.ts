/**
 * The rule table. Provider rules (modelled on gitleaks) come first: a known prefix is the strongest evidence, so
 * when matches overlap the earlier rule names the merged finding. Context rules (URLs, headers, assignments,
 * command lines) follow, the keyword-less entropy rule is last.
 *
 * Every pattern is linear: it starts with a literal, quantifiers are bounded or run over one character class, no
 * nested quantifier can backtrack, and token rules check their left boundary right after the prefix (so a run of
 * repeated prefixes costs one scan). Values stop at `\` so a secret inside a JSON string ends at the `\"` or `\n`
 * escape. Private keys (pem.ts) and bare random tokens (entropy-scan.ts) are hand-written scanners.
 *
 * How a new row stays cheap (passes.ts runs a row only where its trigger is; a row without one costs every text):
 * - A regex row is triggered by the literals it starts with (anchors.ts reads them off the pattern; after a change,
 *   regenerate anchors.generated.ts as its header says). Lead with a literal: a pattern led by `^`, by an alternation
 *   of line starts or by a class has no anchor and is tried at every position of every text. Start the match at the
 *   row's most distinctive literal (`=`, `.atlasv1.`, `Key=`) and read what stands before it with a lookbehind.
 * - An optional part ends the literal before it (`session[_-]?token` is anchored at `session`, found at every
 *   `sessionId` of a transcript; `(?:re)?key` at nothing): spell the alternatives out (`session(?:[_-]token|token)`,
 *   `(?:rekey|key)`) so the anchors are the rare words, not the common head or none.
 * - `needs`: words one of which every text the row matches holds; the one anchor scan answers for them.
 * - A provider token with a fixed prefix is a row of providers.ts (tokenScan looks its runs up by their first two
 *   characters), or a `token(...)` row combined into the `tokens` alternation.
 * - A shape detector with no literal (entropy, character mix, length) walks runs of its character class with
 *   forEachLongRun (scan-util.ts): a run of `min` characters or more covers a probe every `min` characters, so
 *   text outside such runs is skipped `min` characters at a time. Give it the longest `min` its shape allows.
 */
import { isLowVariety, looksRandom, shannon } from './entropy.js';
import { entropyScan } from './entropy-scan.js';
import { CLI_SHAPE_RULES } from './cli-shape-rules.js';
import { COMMAND_RULES } from './command-rules.js';
import { CONFIG_LINE_RULES } from './config-line-rules.js';
import { DSN_RULES } from './dsn-rules.js';
import { MORE_CONTEXT_RULES } from './more-context-rules.js';
import { NAMED_VALUE_RULES } from './named-value-rules.js';
import { CLIENT_SYNTAX_RULES } from './client-syntax-rules.js';
import { SCRIPT_RULES } from './script-rules.js';
import { SECRET_READ_RULES } from './secret-read-rules.js';
import { CONTEXT_RULES, FOREIGN_KEYWORD_RULE, KEYWORD_RULE } from './context-rules.js';
import { scanCookies } from './cookie-scan.js';
import { SECRET_CONTEXT_WORDS, scanSecretContext } from './secret-context-scan.js';
import { scanTables } from './table-scan.js';
import { scanAsciidocTables } from './asciidoc-table-scan.js';
import { CSV_NAME_WORDS, scanCsv } from './csv-scan.js';
import { scanPrivateKeys, scanPuttyKeys } from './pem.js';
import { PROVIDERS } from './providers.js';
import { isAnonymousJwt, isPlaceholder } from './placeholder.js';
import type { RegexRule, Rule } from './rule-types.js';
import { tokenScan } from './token-scan.js';
import { scanHeaderLists } from './header-list-scan.js';
import { BYTE_ARRAY_RULES } from './byte-array-rules.js';
import { SECRET_FILE_RULES } from './secret-file-rules.js';
import { CONFIG_SYNTAX_RULES } from './config-syntax-rules.js';
import { CONFIG_CREDENTIAL_RULES } from './config-credential-rules.js';
import { SECURITY_ANSWER_RULES } from './security-answer-rules.js';
import { BRANCH_ARGUMENT_WORDS, scanBranchArguments } from './branch-argument-scan.js';
import { PASSWORD_HINT_RULES } from './password-hint-rules.js';
import { URL_PATH_RULES } from './url-path-rules.js';
import { TOOL_SYNTAX_RULES } from './tool-syntax-rules.js';
import { SECRET_FLAG_RULES } from './secret-flag-rules.js';
import { SECRET_LITERAL_RULES } from './secret-literal-rules.js';
import { scanCardNumbers } from './card-number-scan.js';
import { SERVICE_SETTING_RULES } from './service-setting-rules.js';
import { PRODUCT_FORMAT_RULES } from './product-format-rules.js';
import { BRANCH_NAME_RULES } from './branch-name-rules.js';
import { CALL_WORDS, scanCallArguments } from './call-argument-scan.js';
import { RECOVERY_CODE_WORDS, scanRecoveryCodes } from './recovery-code-scan.js';
import { SQL_VALUES_WORDS, scanSqlValues } from './sql-values-scan.js';
import { scanQuotedArguments } from './quoted-argument-scan.js';
import { TUPLE_WORDS, scanSiblingNames, scanTuplePairs } from './sibling-name-scan.js';
import { scanAssignedValues } from './assigned-value-scan.js';
import { CONTAINER_WORDS, scanKeyContainers } from './key-container-scan.js';
import { GENERATOR_WORDS, scanGeneratorOutput } from './generator-output-scan.js';
import { DICTATED_WORDS, scanDictatedValues } from './dictated-value-scan.js';
import { scanCallLiterals } from './call-literal-scan.js';
import { scanBoundValues } from './bound-value-scan.js';
import { COMMAND_SECRET_WORDS, scanCommandSecrets } from './command-secret-scan.js';
import { HEREDOC_WORDS, scanHeredocSecrets } from './heredoc-secret-scan.js';
import { TYPED_KEYS_WORDS, scanTypedKeys } from './typed-keys-scan.js';
import { PROSE_SECRET_WORDS, scanForeignProseSecrets, scanProseSecrets } from './prose-secret-scan.js';
import { HEX_KEY_WORDS, scanHexKeys } from './hex-key-scan.js';
import { ROLE_WORDS, scanRoleSecrets } from './role-secret-scan.js';
import { ACCOUNT_WORDS, scanAccountValues } from './account-value-scan.js';
import { LOGIN_PAIR_WORDS, scanCommaLoginPairs, scanLoginPairs } from './login-pair-scan.js';
import { GLUED_NOUN_WORDS, scanGluedSecrets } from './glued-secret-scan.js';
import { CWD_WORDS, scanCwdPaths } from './cwd-path-scan.js';
import { CLAUSE_NOUN_WORDS, scanClauseSecrets, scanScriptClauseSecrets } from './clause-secret-scan.js';
import { POSITIONAL_WORDS, SHARE_WORDS, scanPositionalSecrets, scanShareSecrets, scanUserPasswordAt } from './positional-secret-scan.js';
import { PRINTED_SECRET_WORDS, scanPrintedSecrets } from './printed-secret-scan.js';
import { scanLoneValue } from './lone-value-scan.js';
import { scanCutValues } from './cut-value-scan.js';
import { scanRandomPathParts } from './random-path-part-scan.js';
import { scanBarePassphrases } from './bare-passphrase-scan.js';
import { scanShapedPasswords } from './shaped-password-scan.js';
import { scanToldValues } from './told-value-scan.js';
import { scanSpelledUnits } from './spelled-units-scan.js';
import { CODE_WORDS, scanCodeNumbers } from './code-number-scan.js';
import { PURPOSE_WORDS, scanPurposeValues } from './purpose-value-scan.js';
import { scanComposedPasswords } from './composed-password-scan.js';
import { scanJoinedPasswords } from './joined-password-scan.js';
import { COPULA_WORDS, ILOVE_WORDS, scanCopulaPasswords, scanIloveTokens, scanOfferedPasswords, scanQuotedLiterals } from './offered-password-scan.js';
import { scanDashGroups } from './dash-group-scan.js';
import { LICENSE_BLOCK_WORDS, scanLicenseBlocks } from './license-block-scan.js';
import { PADDED_WORDS, scanPaddedRuns } from './base64-scan.js';
import { BASE32_WORDS, scanBase32Runs } from './base32-scan.js';
import { scanKeyFiles } from './keyfile-scan.js';
import { GRAPHQL_LOGIN_WORDS, scanGraphqlLogins } from './graphql-login-scan.js';
import { WIFI_WORDS, scanWifiKeys } from './wifi-key-scan.js';
import { NATO_WORDS, SPELLING_WORDS, scanNatoSpelling, scanSpacedSpelling } from './spelled-value-scan.js';
import { CASE_WORDS, scanSpokenChars } from './spoken-chars-scan.js';
import { scanSyntaxPairs, SYNTAX_PAIR_WORDS } from './syntax-pair-scan.js';
import { scanNumberedWords } from './numbered-words-scan.js';
import { PROMPT_WORDS, scanPromptEchoes } from './prompt-echo-scan.js';
import { KEYCHAIN_WORDS, scanKeychainDumps } from './keychain-dump-scan.js';

export type { RawMatch, RegexRule, Rule, ScanRule } from './rule-types.js';

// ---------------------------------------------------------------------------------------------------------------
// helpers

/** The body of a provider token after its prefix must not be `xxxx…`, `0000…` or `…EXAMPLE`. */
function notDummy(secret: string): boolean {
  if (/EXAMPLE/i.test(secret)) return false;
  const body = secret.replace(/^[a-z]+[_-]|^[A-Z]{2,4}/, '');
  return !isLowVariety(body) && !/x{6,}|X{6,}|\*{4,}|\.{3,}/.test(body);
}

const SEP = `(?:\\\\*["'])?\\s*(?:[:=]|=>|:=)\\s*(?:\\\\*["'])?`; // `": "`, ` = '`, `=`, `: `
/**
 * A provider token found by its prefix alone. The prefix is checked for a left boundary right after it matched
 * (a lookbehind there keeps V8's fast literal search, and it makes `eyJeyJeyJ…` cost one scan, not one per
 * repetition); `\\n` and other JSON escapes count as a boundary.
 */
function token(id: string, prefix: string, rest: string, check: RegexRule['check'] = notDummy): RegexRule {
  const pattern = new RegExp(`${prefix}(?<=(?:^|[^A-Za-z0-9_-]|\\\\[nrt])${prefix})${rest}`, 'g');
  return { id, pattern, group: 0, leftBoundary: true, check, combine: 'tokens' };
}

/**
 * The same for prefixes distinctive enough to stand glued to a word by `-`, `.` or `/` (`backup-ghp_…`, a file
 * name that holds a token): nothing else starts `ghp_` or `glpat-` after a dash.
 */
function gluedToken(id: string, prefix: string, rest: string, check: RegexRule['check'] = notDummy): RegexRule {
  const pattern = new RegExp(`${prefix}(?<=(?:^|[^A-Za-z0-9_]|\\\\[nrt])${prefix})${rest}`, 'g');
  return { id, pattern, group: 0, check, combine: 'tokens' };
}

/** Provider rows with base64 bodies (their runs break at `+` and `/`): one alternation, named by the prefix. */
const B64_ROWS = PROVIDERS.filter(([, , body]) => body.includes('+/'));
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BASE64_PROVIDERS: RegexRule = {
  id: 'provider-token',
  pattern: new RegExp(B64_ROWS.map(([, p, body]) => `${escape(p)}(?:${body})(?![A-Za-z0-9_+/=-])`).join('|'), 'g'),
  group: 0,
  leftBoundary: true,
  check: (s) => B64_ROWS.find(([, p]) => s.startsWith(p))?.[0] ?? false,
};

export const RULES: Rule[] = [
  { id: 'private-key', scan: scanPrivateKeys },

  {
    // Terraform Cloud / HCP Terraform: <14>.atlasv1.<body>. The match starts at the literal `.atlasv1.` and the id
    // before it is checked by a lookbehind: a pattern that starts with a character class is tried at every letter.
    id: 'terraform-token',
    pattern: /\.atlasv1\.(?<=(?:^|[^A-Za-z0-9_-]|\\[nrt])[A-Za-z0-9]{14}\.atlasv1\.)[A-Za-z0-9_=-]{60,90}/g,
    group: 0,
    lead: 14,
    leftBoundary: true,
    check: notDummy,
    combine: 'tokens',
  },
  // AWS
  token('aws-key', 'A(?:KIA|SIA|BIA|CCA|3T[A-Z0-9])', '[A-Z0-9]{16}(?![A-Za-z0-9])'),
  {
    id: 'aws-session-token',
    pattern: new RegExp(`session(?:[_-]token|token)(?:${SEP}|\\s+)([A-Za-z0-9/+=%]{100,})`, 'gdi'),
    combine: 'context',
    group: 1,
  },
  {
    id: 'aws-session-token',
    pattern: new RegExp(`security-token(?:${SEP}|\\s+)([A-Za-z0-9/+=%]{100,})`, 'gdi'),
    combine: 'context',
    group: 1,
  },
  {
    id: 'aws-secret', // aws_secret_access_key, aws_secret_key, secretAccessKey, `aws configure set … <value>`
    pattern: new RegExp(
      `secret(?:(?<=aws[_-]?secret)[_-]?(?:access[_-]?)?|[_-]?(?:access[_-]?)?)key(?:${SEP}|\\s+)([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      'gdi',
    ),
    combine: 'context',
    group: 1,
    check: (s) => notDummy(s) && shannon(s) >= 3.5,
  },

  // source forges
  gluedToken('github-token', 'gh[pousr]_', '[A-Za-z0-9]{30,251}(?![A-Za-z0-9_])'), // 36 today; a cut one is one still
  gluedToken('github-token', 'github_pat_', '[A-Za-z0-9_]{50,251}(?![A-Za-z0-9_])'),
  gluedToken(
    'gitlab-token',
    'gl(?:pat|dt|ptt|rt|soat|cbt|oas|imt|ffct|agent|ft|wt)-',
    '[A-Za-z0-9_-]{20,255}(?:\\.[A-Za-z0-9]{2,16}){0,2}(?![A-Za-z0-9_-])',
  ),
  token('gitlab-token', 'GR1348941', '[A-Za-z0-9_-]{20,64}(?![A-Za-z0-9_-])'),

  // chat, payments, AI, cloud providers
  token('slack-webhook', 'https://hooks\\.slack\\.com/', '(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,255}', () => true),
  token('slack-token', 'xox[abposre]-', '[A-Za-z0-9-]{10,255}(?![A-Za-z0-9-])', (s) => notDummy(s) && !isPlaceholder(s.slice(5))),
  token('slack-token', 'xapp-', '[A-Za-z0-9-]{10,255}(?![A-Za-z0-9-])'),
  token('stripe-key', 'sk_(?:live|test|prod)_', '[A-Za-z0-9]{10,247}(?![A-Za-z0-9])'),
  token('stripe-key', 'rk_(?:live|test|prod)_', '[A-Za-z0-9]{10,247}(?![A-Za-z0-9])'),
  token('stripe-key', 'whsec_', '[A-Za-z0-9+/]{24,128}(?![A-Za-z0-9])'),
  token('anthropic-key', 'sk-ant-', '[a-z]{2,10}[0-9]{0,3}-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])'),
  token(
    'openai-key',
    'sk-',
    '(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,255}|[A-Za-z0-9]{16,64}T3BlbkFJ[A-Za-z0-9]{16,64}|[A-Za-z0-9]{40,64})(?![A-Za-z0-9_-])',
    (s) => notDummy(s) && looksRandom(s.slice(3), 20),
  ),
  // Twitch chat (IRC) password: `oauth:` and the 30 characters of a user access token
  token('twitch-token', 'oauth:', '[a-z0-9]{30}(?![A-Za-z0-9])', (s) => notDummy(s) && /[0-9]/.test(s.slice(6)) && shannon(s.slice(6)) >= 3.5),
  token('google-api-key', 'AIza', '[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])'),
  token('generic-secret', 'GOCSPX-', '[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])'), // Google OAuth client secret
  token('npm-token', 'npm_', '[A-Za-z0-9]{36}(?![A-Za-z0-9])'),
  token('twilio-key', 'SK', '[0-9a-fA-F]{32}(?![A-Za-z0-9])'),
  token('sendgrid-key', 'SG\\.', '[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}(?![A-Za-z0-9_-])'),
  {
    id: 'azure-secret', // storage / service bus connection strings
    pattern: /Key=(?<=(?:Account|SharedAccess|Shared)Key=)([A-Za-z0-9+/]{20,128}={0,2})/gd,
    combine: 'context',
    group: 1,
    check: (s) => notDummy(s),
  },
  {
    id: 'azure-secret', // Entra ID (AAD) client secret: `abc8Q~…`; the match starts at `Q~`, the secret 4 earlier
    pattern: /Q~(?<=(?<![A-Za-z0-9_~.])[A-Za-z0-9_~.]{3}[0-9]Q~)[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g,
    combine: 'context',
    group: 0,
    lead: 4,
  },
  {
    // Asana PAT `2/<workspace gid>/<user gid>:<32 hex>` (older `1/<gid>:<32 hex>`): the hex is the secret. Led by
    // `1/` or `2/`, rare in a transcript, not by the `:` of every JSON key
    id: 'asana-token',
    pattern: /(?<![\w/])[12]\/[0-9]{10,19}(?:\/[0-9]{10,19})?:([0-9a-f]{32})(?![0-9A-Za-z])/gd,
    combine: 'context',
    group: 1,
  },
  token('huggingface-token', 'hf_', '[A-Za-z0-9]{30,40}(?![A-Za-z0-9])'),
  token('huggingface-token', 'api_org_', '[A-Za-z0-9]{30,40}(?![A-Za-z0-9])'),
  gluedToken('vault-token', 'hv[sb]\\.', '[A-Za-z0-9_-]{24,255}(?![A-Za-z0-9_-])'),
  token('pypi-token', 'pypi-AgEIcHlwaS5vcmc', '[A-Za-z0-9_-]{50,255}', () => true),
  token('api-token', 'shp(?:at|ca|pa|ss)_', '[a-fA-F0-9]{32}(?![A-Za-z0-9_])'), // Shopify
  gluedToken('api-token', 'do[por]_v1_', '[a-f0-9]{64}(?![A-Za-z0-9_])'), // DigitalOcean
  token('api-token', 'lin_api_', '[A-Za-z0-9]{40}(?![A-Za-z0-9_])'), // Linear
  token('braintree-token', 'access_token\\$(?:production|sandbox)\\$', '[a-z0-9]{16}\\$[a-f0-9]{32}(?![A-Za-z0-9])'),
  // Salesforce session id: org id, `!`, the session part
  token('salesforce-token', '00D', '[A-Za-z0-9]{12,15}![A-Za-z0-9._]{40,255}(?![A-Za-z0-9._])', () => true),
  // glued by a dash too (`wifi-key-eyJ….md`, a file named after its token): two `eyJ` segments are a JWT wherever
  gluedToken('jwt', 'eyJ', '[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,16384}\\.[A-Za-z0-9_-]{0,8192}(?![A-Za-z0-9_-])', (s) => !isAnonymousJwt(s)),
  // Firebase Cloud Messaging legacy server key: `AAAA` and a 7-character id, `:APA91b`, the key (a device's
  // registration token has a longer id before its `:APA91b`, and is no credential)
  // (led by `:APA91b`, which no other text holds, not by `AAAA`, which every base64 image does)
  {
    id: 'fcm-server-key',
    pattern: /(?<=(?<![A-Za-z0-9_-])AAAA[A-Za-z0-9_-]{7}):APA91b[A-Za-z0-9_-]{100,200}(?![A-Za-z0-9_-])/g,
    group: 0,
    lead: 11,
  },
  // a JWT the terminal wrapped inside its claims: the header and the start of the claims already say JWT, and the
  // signature after the break is at least 16 characters (a word on the next line is not taken for it)
  token('jwt', 'eyJ', '[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,16384}\\r?\\n[ \\t]*[A-Za-z0-9_-]{0,8192}\\.[A-Za-z0-9_-]{16,8192}(?![A-Za-z0-9_-])', (s) => !isAnonymousJwt(s)),
  // JWE compact form: header, encrypted key (empty for `dir`), IV, ciphertext, tag; the ciphertext is the payload
  token('jwt', 'eyJ', '[A-Za-z0-9_-]{8,8192}\\.[A-Za-z0-9_-]{0,8192}\\.[A-Za-z0-9_-]{8,64}\\.[A-Za-z0-9_-]{16,65536}\\.[A-Za-z0-9_-]{16,64}(?![A-Za-z0-9_.-])', () => true),

  BASE64_PROVIDERS,
  { id: 'prefixed-token', scan: tokenScan },
  { id: 'private-key', scan: scanPuttyKeys },
  { id: 'generic-secret', scan: scanKeyFiles },
  { id: 'session-cookie', scan: scanCookies, needs: ['cookie', '-b'] }, // every header match starts at one (or `--cookie`)
  { id: 'generic-secret', scan: scanTables },
  { id: 'card-number', scan: scanCardNumbers },
  { id: 'generic-secret', scan: scanAsciidocTables },
  { id: 'generic-secret', scan: scanCsv, needs: CSV_NAME_WORDS },

  ...CONTEXT_RULES,
  ...COMMAND_RULES,
  ...MORE_CONTEXT_RULES,
  ...CLI_SHAPE_RULES,
  ...DSN_RULES,
  ...CONFIG_LINE_RULES,
  ...NAMED_VALUE_RULES,
  ...SECRET_READ_RULES,
  ...SCRIPT_RULES,
  ...CLIENT_SYNTAX_RULES,
  ...BYTE_ARRAY_RULES,
  ...SECRET_FILE_RULES,
  ...CONFIG_SYNTAX_RULES,
  ...CONFIG_CREDENTIAL_RULES,
  ...SECURITY_ANSWER_RULES,
  ...PASSWORD_HINT_RULES,
  ...URL_PATH_RULES,
  ...TOOL_SYNTAX_RULES,
  ...SECRET_FLAG_RULES,
  ...SECRET_LITERAL_RULES,
  ...SERVICE_SETTING_RULES,
  ...PRODUCT_FORMAT_RULES,
  ...BRANCH_NAME_RULES,
  { id: 'generic-secret', scan: scanCallArguments, needs: CALL_WORDS },
  { id: 'generic-secret', scan: scanHeaderLists, needs: ['headers'] },
  { id: 'generic-secret', scan: scanRecoveryCodes, needs: RECOVERY_CODE_WORDS },
  { id: 'generic-secret', scan: scanSqlValues, needs: SQL_VALUES_WORDS },
  { id: 'cli-password', scan: scanQuotedArguments },
  { id: 'generic-secret', scan: scanSiblingNames, needs: ['value'] },
  { id: 'generic-secret', scan: scanTuplePairs, needs: TUPLE_WORDS },
  { id: 'generic-secret', scan: scanKeyContainers, needs: CONTAINER_WORDS },
  KEYWORD_RULE,
  FOREIGN_KEYWORD_RULE,
  { id: 'generic-secret', scan: scanSecretContext, needs: SECRET_CONTEXT_WORDS },
  { id: 'cli-password', scan: scanCommandSecrets, needs: COMMAND_SECRET_WORDS },
  { id: 'cli-password', scan: scanHeredocSecrets, needs: HEREDOC_WORDS },
  { id: 'cli-password', scan: scanTypedKeys, needs: TYPED_KEYS_WORDS },
  { id: 'generic-secret', scan: scanProseSecrets, needs: PROSE_SECRET_WORDS },
  { id: 'generic-secret', scan: scanForeignProseSecrets },
  { id: 'generic-secret', scan: scanHexKeys, needs: HEX_KEY_WORDS },
  { id: 'generic-secret', scan: scanPromptEchoes, needs: PROMPT_WORDS },
  { id: 'generic-secret', scan: scanKeychainDumps, needs: KEYCHAIN_WORDS },
  { id: 'generic-secret', scan: scanRoleSecrets, needs: ROLE_WORDS },
  { id: 'generic-secret', scan: scanAccountValues, needs: ACCOUNT_WORDS },
  { id: 'generic-secret', scan: scanLoginPairs, needs: LOGIN_PAIR_WORDS },
  { id: 'generic-secret', scan: scanCommaLoginPairs },
  { id: 'generic-secret', scan: scanGluedSecrets, needs: GLUED_NOUN_WORDS },
  { id: 'generic-secret', scan: scanCwdPaths, needs: CWD_WORDS },
  { id: 'generic-secret', scan: scanClauseSecrets, needs: CLAUSE_NOUN_WORDS },
  { id: 'generic-secret', scan: scanBranchArguments, needs: BRANCH_ARGUMENT_WORDS },
  { id: 'generic-secret', scan: scanScriptClauseSecrets },
  { id: 'cli-password', scan: scanPositionalSecrets, needs: POSITIONAL_WORDS },
  { id: 'cli-password', scan: scanShareSecrets, needs: SHARE_WORDS },
  { id: 'generic-secret', scan: scanUserPasswordAt },
  { id: 'generic-secret', scan: scanLoneValue },
  { id: 'generic-secret', scan: scanCutValues },
  { id: 'generic-secret', scan: scanBarePassphrases },
  { id: 'generic-secret', scan: scanShapedPasswords },
  { id: 'generic-secret', scan: scanToldValues },
  { id: 'generic-secret', scan: scanSpelledUnits },
  { id: 'generic-secret', scan: scanCodeNumbers, needs: CODE_WORDS },
  { id: 'generic-secret', scan: scanPurposeValues, needs: PURPOSE_WORDS },
  { id: 'generic-secret', scan: scanComposedPasswords },
  { id: 'generic-secret', scan: scanJoinedPasswords },
  { id: 'generic-secret', scan: scanOfferedPasswords },
  { id: 'generic-secret', scan: scanCopulaPasswords, needs: COPULA_WORDS },
  { id: 'generic-secret', scan: scanQuotedLiterals },
  { id: 'generic-secret', scan: scanNumberedWords },
  { id: 'generic-secret', scan: scanIloveTokens, needs: ILOVE_WORDS },
  { id: 'generic-secret', scan: scanDashGroups },
  { id: 'generic-secret', scan: scanLicenseBlocks, needs: LICENSE_BLOCK_WORDS },
  { id: 'base64-secret', scan: scanPaddedRuns, needs: PADDED_WORDS },
  { id: 'base32-secret', scan: scanBase32Runs, needs: BASE32_WORDS },
  { id: 'generic-secret', scan: scanWifiKeys, needs: WIFI_WORDS },
  { id: 'generic-secret', scan: scanSpacedSpelling, needs: SPELLING_WORDS },
  { id: 'generic-secret', scan: scanNatoSpelling, needs: NATO_WORDS },
  { id: 'generic-secret', scan: scanSpokenChars, needs: CASE_WORDS },
  { id: 'generic-secret', scan: scanDictatedValues, needs: DICTATED_WORDS },
  { id: 'generic-secret', scan: scanGraphqlLogins, needs: GRAPHQL_LOGIN_WORDS },
  { id: 'generic-secret', scan: scanPrintedSecrets, needs: PRINTED_SECRET_WORDS },
  { id: 'generic-secret', scan: scanSyntaxPairs, needs: SYNTAX_PAIR_WORDS },

  { id: 'generic-secret', scan: scanAssignedValues },
  { id: 'generic-secret', scan: scanGeneratorOutput, needs: GENERATOR_WORDS },
  { id: 'generic-secret', scan: scanCallLiterals },
  { id: 'generic-secret', scan: scanBoundValues },
  { id: 'generic-secret', scan: scanRandomPathParts },
  { id: 'generic-secret', scan: entropyScan },
];
