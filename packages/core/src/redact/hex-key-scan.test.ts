/** A raw 32-byte private key told in plain words, and the hashes of the same shape that stay. Values are made up here. */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const KEY = `0x${fake.hex(64, 4101)}`;

describe('a raw private key told in plain words', () => {
  itRedacts([
    ['in a sentence', `for the faucet wallet import ${KEY} into metamask`, KEY],
    ['alone on a line of a chat', `sure:\n${KEY}\nthat one funds the deployer`, KEY],
    ['at the end of a sentence', `the deployer signs with ${KEY}.`, KEY],
  ]);

  it('keeps transaction and block hashes, slots, topics, padded values and hex inside JSON', () => {
    expectKept([
      `tx sent: ${KEY}`,
      `Transaction ${KEY} confirmed in block 19283746`,
      `blockHash ${KEY}`,
      `storage slot ${KEY} changed`,
      `"topics": ["${KEY}"]`,
      `cast call 0xdead ${'0x' + '0'.repeat(62) + '2a'}`,
      `${KEY} (keccak of the event signature)`,
      `commit a1b2c3d touched 0xabc${KEY.slice(2)}`,
    ]);
  });
});
