// Small deterministic helpers shared by the example builders: seeded ids, clocks, hashes.
import { createHash } from 'node:crypto';

/** mulberry32: a tiny seeded PRNG, so every id in the example is the same on every run. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seed from a label, so each generator has its own stream and adding one never shifts another. */
export function seedOf(label) {
  return createHash('sha256').update(label).digest().readUInt32BE(0);
}

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function pick(rand, alphabet, n) {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

export function ids(label) {
  const rand = prng(seedOf(label));
  return {
    rand,
    hex: (n) => pick(rand, HEX, n),
    alnum: (n) => pick(rand, ALNUM, n),
    /** RFC 4122 version-4 shape. */
    uuid4() {
      const h = pick(rand, HEX, 32).split('');
      h[12] = '4';
      h[16] = '89ab'[Math.floor(rand() * 4)];
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    /** Anthropic-style ids: `toolu_01…`, `msg_01…`, `req_011…`. */
    anthropic: (prefix) => `${prefix}_01${pick(rand, ALNUM, 22)}`,
    request: () => `req_011${pick(rand, ALNUM, 21)}`,
  };
}

/** UUIDv7 (Codex session ids): 48-bit ms timestamp, then seeded random bits. */
export function uuidv7(ms, label) {
  const rand = prng(seedOf(label));
  const t = ms.toString(16).padStart(12, '0');
  const r = pick(rand, HEX, 20).split('');
  r[0] = '7';
  r[4] = '89ab'[Math.floor(rand() * 4)];
  const s = t + r.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** 26-char canonical ULID: 10 chars of ms time + 16 seeded chars (Crockford base32). */
export function ulid(ms, label) {
  let time = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return time + pick(prng(seedOf(label)), CROCKFORD, 16);
}

/** A clock that starts at `iso` and advances by the given seconds (fractional ok), so records stay ordered. */
export function clock(iso) {
  let ms = Date.parse(iso);
  return {
    now: () => new Date(ms).toISOString(),
    ms: () => ms,
    tick(seconds = 1) {
      ms += Math.round(seconds * 1000);
      return new Date(ms).toISOString();
    },
    set(nextIso) {
      ms = Date.parse(nextIso);
    },
  };
}

export function sha256(content) {
  return createHash('sha256').update(content).digest('hex');
}

/** `content_hash.txt` format: `sha256:<hex>`, 71 bytes, no newline. */
export function contentHash(content) {
  return `sha256:${sha256(content)}`;
}

/** Entire writes JSON with Go's MarshalIndent(…, "", "  "): two-space indent, no trailing newline. */
export function prettyJson(value) {
  return JSON.stringify(value, null, 2);
}
