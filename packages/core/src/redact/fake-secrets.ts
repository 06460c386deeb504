/**
 * Deterministic FAKE credentials for tests, built at run time so no secret-shaped literal sits in the source
 * (repository scanners would flag it). Same seed, same string.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const HEX = '0123456789abcdef';
const B64 = `${ALNUM}+/`;

/** xorshift32: tiny, deterministic, good enough to look random. */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

export function randomFrom(alphabet: string, length: number, seed: number): string {
  const next = rng(seed);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[next() % alphabet.length];
  return out;
}

export const fake = {
  alnum: (n: number, seed = 1) => randomFrom(ALNUM, n, seed),
  upper: (n: number, seed = 2) => randomFrom(UPPER_ALNUM, n, seed),
  hex: (n: number, seed = 3) => randomFrom(HEX, n, seed),
  b64: (n: number, seed = 4) => randomFrom(B64, n, seed),
  awsKeyId: (seed = 5) => `AKIA${randomFrom(UPPER_ALNUM, 16, seed)}`,
  awsSecret: (seed = 6) => randomFrom(B64, 40, seed),
  github: (prefix = 'ghp_', seed = 7) => `${prefix}${randomFrom(ALNUM, 36, seed)}`,
  githubPat: (seed = 8) => `github_pat_${randomFrom(ALNUM, 22, seed)}_${randomFrom(ALNUM, 59, seed + 1)}`,
  gitlab: (seed = 9) => `glpat-${randomFrom(ALNUM, 20, seed)}`,
  slackBot: (seed = 10) => `xoxb-${randomFrom('0123456789', 11, seed)}-${randomFrom('0123456789', 13, seed + 1)}-${randomFrom(ALNUM, 24, seed + 2)}`,
  slackWebhook: (seed = 11) =>
    `https://hooks.slack.com/services/T${randomFrom(UPPER_ALNUM, 8, seed)}/B${randomFrom(UPPER_ALNUM, 10, seed + 1)}/${randomFrom(ALNUM, 24, seed + 2)}`,
  stripe: (prefix = 'sk_live_', seed = 12) => `${prefix}${randomFrom(ALNUM, 24, seed)}`,
  openaiProject: (seed = 13) => `sk-proj-${randomFrom(ALNUM, 40, seed)}T3BlbkFJ${randomFrom(ALNUM, 40, seed + 1)}`,
  openaiLegacy: (seed = 14) => `sk-${randomFrom(ALNUM, 20, seed)}T3BlbkFJ${randomFrom(ALNUM, 20, seed + 1)}`,
  anthropic: (seed = 15) => `sk-ant-api03-${randomFrom(ALNUM, 93, seed)}AA`,
  googleApiKey: (seed = 16) => `AIza${randomFrom(ALNUM, 35, seed)}`,
  npm: (seed = 17) => `npm_${randomFrom(ALNUM, 36, seed)}`,
  twilioKeySid: (seed = 18) => `SK${randomFrom(HEX, 32, seed)}`,
  sendgrid: (seed = 19) => `SG.${randomFrom(ALNUM, 22, seed)}.${randomFrom(ALNUM, 43, seed + 1)}`,
  azureStorageKey: (seed = 20) => `${randomFrom(B64, 86, seed)}==`,
  azureClientSecret: (seed = 21) => `${randomFrom(ALNUM, 3, seed)}8Q~${randomFrom(ALNUM, 34, seed + 1)}`,
  huggingface: (seed = 22) => `hf_${randomFrom(ALNUM, 34, seed)}`,
  vault: (seed = 23) => `hvs.${randomFrom(ALNUM, 90, seed)}`,
  jwt: (seed = 24) =>
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${randomFrom(ALNUM, 60, seed)}.${randomFrom(ALNUM, 43, seed + 1)}`,
  pemBody: (seed = 25) => {
    const lines: string[] = [];
    for (let i = 0; i < 8; i++) lines.push(randomFrom(B64, 64, seed + i));
    return lines.join('\n');
  },
  /**
   * A password a person makes (`Maple-41-Harbor!`): no generator's shape, so only its context (a password column, a
   * key name) tells it is one.
   */
  personMade: (seed = 26) => {
    const words = ['Maple', 'Harbor', 'Lantern', 'Orchid', 'Sunset', 'Willow', 'Copper', 'Meadow'];
    const pick = rng(seed);
    const word = () => words[Math.floor(pick() * words.length)]!;
    return `${word()}-${seed % 1000}-${word()}!`;
  },
};
