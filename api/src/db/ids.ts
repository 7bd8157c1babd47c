import { randomFillSync } from 'node:crypto';

// UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter (monotonic within one
// millisecond in this process), then random bits. Ids sort by creation time as plain strings, so a list
// pages by cursor on the primary key alone.
let lastMs = 0;
let counter = 0;
// Random bytes drawn 4 KiB at a time: one call per id cost more than the rest of making it.
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function random16(): Buffer {
  if (poolOffset + 16 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

export function uuidv7(now = Date.now()): { id: string; ms: number } {
  let ms = now;
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      // 4,096 ids in one millisecond: borrow the next millisecond rather than lose the order.
      ms += 1;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  const bytes = random16();
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return {
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    ms,
  };
}

/** The smallest UUIDv7 whose time is at or after `ms`: ids are time-ordered, so a span of time is a range of
 * the primary key. */
export function idAtOrAfter(ms: number): string {
  const hex = Math.max(0, ms).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

export { ID_PATTERN } from '@blueprint/contract/api/values';
