import { readLiveShell } from '../../src/releases/live-shell';
import { startShell } from '../support/releases';

describe('readLiveShell', () => {
  it('reads the first of the shell’s page servers that answers, in turn', async () => {
    const shell = await startShell();
    const gone = await startShell();
    await gone.close();
    try {
      const live = await readLiveShell([gone.url, shell.url]);
      expect(live.shared.length).toBeGreaterThan(0);
      expect(live.routes.length).toBeGreaterThan(0);
      expect(shell.requests).toBe(2);
    } finally {
      await shell.close();
    }
  });

  it('says why each one failed when none answers', async () => {
    const gone = await startShell();
    await gone.close();
    await expect(readLiveShell([gone.url, `${gone.url}/nowhere`])).rejects.toThrow(
      new RegExp(`^${gone.url}: .*; ${gone.url}/nowhere: `),
    );
  });
});
