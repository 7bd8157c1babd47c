import { PAGE_DATA } from '@blueprint/contract/page-server';
import { getApiUrl, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

const config = { apiUrl: 'http://api.test', remotes: { marketing: 'http://m.test/mf-manifest.json' } };

beforeEach(() => {
  setRuntimeConfig(undefined);
  document.getElementById(PAGE_DATA.config)?.remove();
});

describe('loadRuntimeConfig', () => {
  it('uses the config the server put into the page, without a request', async () => {
    // As the page server ends the page's body.
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA.config}">${JSON.stringify(config)}</script>`;
    expect(getApiUrl()).toBe('http://api.test');
    const fetchImpl = jest.fn();
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('otherwise fetches /runtime-config.json once and answers from memory afterwards', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => config });
    await loadRuntimeConfig(fetchImpl);
    await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect(getApiUrl()).toBe('http://api.test');
  });

  it.each([null, 'x', { apiUrl: 'a' }, { apiUrl: 'http://api.test', remotes: { m: 1 } }])(
    'rejects an answer that is not a config: %p',
    async (answer) => {
      const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => answer });
      await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow(
        '/runtime-config.json is not a valid run-time config',
      );
    },
  );

  it('says which entry of the answer is wrong', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ apiUrl: 'http://api.test', remotes: { marketing: 'ftp://m.test' } }),
    });
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'remotes.marketing must be an http(s) URL: ftp://m.test',
    );
  });

  it('rejects an HTTP error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 404');
  });
});

describe('getApiUrl', () => {
  it("falls back to port 4000 on the page's host before any config is loaded", () => {
    expect(getApiUrl()).toBe('http://localhost:4000');
  });
});
