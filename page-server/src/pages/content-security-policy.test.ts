import { contentSecurityPolicy, createNonce } from './content-security-policy';

const CONFIG = {
  apiUrl: 'https://api.example.org',
  remotes: {
    marketing: 'https://cdn.example.org/marketing/mf-manifest.json',
    catalog: 'https://cdn.example.org/catalog/mf-manifest.json',
    dashboard: 'https://staff.example.org:8443/mf-manifest.json',
  },
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part): [string, string[]] => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin, the nonce and each remote origin once, and nothing else', () => {
    const policy = directives(contentSecurityPolicy(CONFIG, 'abc'));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-abc'",
      'https://cdn.example.org',
      'https://staff.example.org:8443',
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('allows inline styles only with the nonce, and stylesheets and fonts from this origin only: no directive allows inline code', () => {
    const text = contentSecurityPolicy(CONFIG, 'abc');
    const policy = directives(text);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(text).not.toContain("'unsafe-inline'");
    expect(text).not.toContain("'unsafe-hashes'");
  });

  it('connects to the API, its socket and the remotes; frames, plugins and <base> are off', () => {
    const policy = directives(contentSecurityPolicy(CONFIG, 'abc'));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
      'https://cdn.example.org',
      'https://staff.example.org:8443',
    ]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('uses ws: for an API on plain http', () => {
    const policy = directives(contentSecurityPolicy({ apiUrl: 'http://localhost:4000', remotes: {} }, 'n'));
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
  });
});

describe('createNonce', () => {
  it('draws a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
