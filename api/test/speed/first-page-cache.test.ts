import { FirstPageCache } from '../../src/speed/first-page-cache';

describe('FirstPageCache', () => {
  it('serves a page from memory while the version stays, and rereads once it moves', async () => {
    const cache = new FirstPageCache();
    let version = 1;
    let reads = 0;
    const get = () =>
      cache.get(
        '*:50',
        async () => version,
        async () => `page ${++reads}`,
      );
    expect(await get()).toBe('page 1');
    expect(await get()).toBe('page 1');
    version = 2;
    expect(await get()).toBe('page 2');
    expect(reads).toBe(2);
  });

  it('reads the version before the page', async () => {
    const cache = new FirstPageCache();
    const order: string[] = [];
    await cache.get(
      'k',
      async () => {
        order.push('version');
        return 1;
      },
      async () => {
        order.push('page');
        return 'p';
      },
    );
    expect(order).toEqual(['version', 'page']);
  });

  it('tags a page with the version read before it, so a change during the read is not hidden', async () => {
    const cache = new FirstPageCache();
    let version = 1;
    // The data changes (version 2) while the page is being read: the page may show it, but is tagged 1.
    await cache.get(
      'k',
      async () => version,
      async () => {
        version = 2;
        return 'read during the change';
      },
    );
    expect(
      await cache.get(
        'k',
        async () => version,
        async () => 'after the change',
      ),
    ).toBe('after the change');
  });

  it('keeps keys apart and stays within its size', async () => {
    const cache = new FirstPageCache(2);
    let reads = 0;
    const get = (key: string) =>
      cache.get(
        key,
        async () => 1,
        async () => `${key} ${++reads}`,
      );
    expect(await get('a')).toBe('a 1');
    expect(await get('b')).toBe('b 2');
    expect(await get('a')).toBe('a 1');
    await get('c'); // past the size: emptied, then c kept
    expect(await get('a')).toBe('a 4');
  });
});
