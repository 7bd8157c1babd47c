import { parseRuntimeConfig, runtimeConfigFromEnv } from './runtime-config.ts';

describe('runtimeConfigFromEnv', () => {
  it('defaults to the ports of docs/contract.md#workspace-and-ports on localhost', () => {
    expect(runtimeConfigFromEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      remotes: {
        marketing: 'http://localhost:3001/mf-manifest.json',
        catalog: 'http://localhost:3002/mf-manifest.json',
        internship: 'http://localhost:3003/mf-manifest.json',
        dashboard: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });

  it('takes each address from its variable, as an origin or as a manifest URL', () => {
    const config = runtimeConfigFromEnv({
      API_URL: 'https://api.example.org/',
      MARKETING_URL: 'https://cdn.example.org/marketing/',
      CATALOG_URL: 'https://cdn.example.org/catalog/v2/mf-manifest.json',
    });
    expect(config.apiUrl).toBe('https://api.example.org');
    expect(config.remotes.marketing).toBe('https://cdn.example.org/marketing/mf-manifest.json');
    expect(config.remotes.catalog).toBe('https://cdn.example.org/catalog/v2/mf-manifest.json');
    expect(config.remotes.internship).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('takes the public origin from PUBLIC_ORIGIN, as an origin whatever path it is given with', () => {
    expect(runtimeConfigFromEnv({ PUBLIC_ORIGIN: 'https://www.blueprint.example/some/path' }).publicOrigin).toBe(
      'https://www.blueprint.example',
    );
    expect(runtimeConfigFromEnv({})).not.toHaveProperty('publicOrigin');
  });
});

describe('parseRuntimeConfig', () => {
  const remotes = { marketing: 'http://localhost:3001/mf-manifest.json' };
  const parse = (value: unknown) => () => parseRuntimeConfig(value);

  it('takes a config, and keeps its public origin as an origin', () => {
    expect(
      parseRuntimeConfig({ apiUrl: 'http://localhost:4000', remotes, publicOrigin: 'https://x.example/some/path' }),
    ).toEqual({
      apiUrl: 'http://localhost:4000',
      remotes,
      publicOrigin: 'https://x.example',
    });
  });

  it('takes what runtimeConfigFromEnv makes', () => {
    const config = runtimeConfigFromEnv({ PUBLIC_ORIGIN: 'https://www.blueprint.example' });
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it("says which entry is wrong, and how, for a hand edit's typo", () => {
    expect(parse({ apiUrl: 'htp//two', remotes })).toThrow('apiUrl is not a URL: "htp//two"');
    expect(parse({ apiUrl: 'http://localhost:4000', remotes, publicOrigin: 'x.example' })).toThrow(
      'publicOrigin is not a URL: "x.example"',
    );
    expect(
      parse({ apiUrl: 'http://localhost:4000', remotes: { catalog: 'ftp://cdn.example/mf-manifest.json' } }),
    ).toThrow('remotes.catalog must be an http(s) URL: ftp://cdn.example/mf-manifest.json');
    expect(parse({ apiUrl: 4000, remotes })).toThrow('apiUrl must be a URL string');
    expect(parse({ apiUrl: 'http://localhost:4000', remotes: ['http://localhost:3001'] })).toThrow(
      'remotes must be an object of manifest URLs',
    );
    expect(parse([])).toThrow('the run-time config must be a JSON object');
  });
});
