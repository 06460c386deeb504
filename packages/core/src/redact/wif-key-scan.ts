/**
 * A Bitcoin private key in Wallet Import Format, found by its shape alone: base58 (no `0`, `O`, `I`, `l`), 51
 * characters after a `5` (or `9` on testnet), 52 after a `K`, `L` (or `c`), letters of both cases and digits. No
 * address, transaction id or CID has that length and lead: addresses are 26 to 44 characters, a CIDv0 is 46 after
 * `Qm`, signatures are 87 or 88. entropy-scan.ts, which walks every run of letters and digits that long, asks this.
 */

/** `run` is a base58 run of a WIF key's length for its lead character, mixed like random data. */
export function wifShape(run: string): boolean {
  const lead = run.charAt(0);
  const length = run.length === 51 ? '59'.includes(lead) : run.length === 52 && 'KLc'.includes(lead);
  return length && /^[1-9A-HJ-NP-Za-km-z]+$/.test(run) && /[a-z]/.test(run) && /[A-Z].*[A-Z]/.test(run.slice(1)) && /[1-9]/.test(run);
}
