import { errorCountsByRelease } from '../../src/releases/error-counts';

describe('errorCountsByRelease', () => {
  const repos = (countsByRelease: () => Promise<Map<string, number>>) => ({
    browserErrors: { record: jest.fn(), countsByRelease },
  });

  it('gives every release listed its count, 0 for one with none, and leaves out releases not listed', async () => {
    const counts = await errorCountsByRelease(
      repos(
        async () =>
          new Map([
            ['a', 3],
            ['gone', 7],
          ]),
      ),
      'catalog',
      ['a', 'b'],
    );
    expect([...counts]).toEqual([
      ['a', 3],
      ['b', 0],
    ]);
  });

  it('gives none (each release says null) when the database cannot be read, rather than failing the list', async () => {
    const warn = jest.fn();
    const counts = await errorCountsByRelease(
      repos(() => Promise.reject(new Error('SQLITE_BUSY'))),
      'catalog',
      ['a'],
      { warn } as never,
    );
    expect(counts.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'catalog' }),
      'browser error counts could not be read',
    );
  });
});
