import { ID_PATTERN, uuidv7 } from '../../src/db/ids';

describe('uuidv7', () => {
  it('makes distinct version-7 ids that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 10_000 }, () => uuidv7(1_800_000_000_000).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(ID_PATTERN);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
  });

  it('carries its time', () => {
    const { id, ms } = uuidv7(1_900_000_000_123);
    expect(ms).toBeGreaterThanOrEqual(1_900_000_000_123);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
  });
});
