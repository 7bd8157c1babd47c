import { resetErrorReports, startErrorReports } from './error-reports';
import federationWarningsPlugin from './federation-warnings-plugin';

type ResolveShare = (args: unknown) => unknown;

/** What the runtime hands resolveShare when `from` asks for `pkgName` and the share scope holds `version` from `provider`. */
function resolving({
  from,
  requiredVersion,
  version,
  provider,
  strictVersion = false,
}: {
  from: string;
  requiredVersion: string;
  version: string;
  provider: string;
  strictVersion?: boolean;
}) {
  return {
    pkgName: 'react',
    scope: 'default',
    version,
    shareInfo: { from, shareConfig: { singleton: true, requiredVersion, strictVersion } },
    shareScopeMap: { default: { react: { [version]: { from: provider } } } },
    resolver: () => undefined,
  };
}

describe('federation version warnings', () => {
  let beacon: jest.Mock<boolean, [string, string]>;
  const plugin = federationWarningsPlugin();
  const resolveShare = plugin.resolveShare as ResolveShare;
  const kinds = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown);

  beforeEach(() => {
    resetErrorReports();
    beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    startErrorReports({
      apiUrl: 'http://api.test',
      remotes: { dashboard: 'http://d.test/mf-manifest.json', catalog: 'http://c.test/mf-manifest.json' },
    });
  });

  it('reports a shared singleton whose version does not satisfy what a remote requires, against that remote', () => {
    const args = resolving({ from: 'dashboard', requiredVersion: '^18.3.1', version: '19.2.0', provider: 'shell' });
    // The runtime goes on with what the hook returns: the same arguments, its resolver untouched.
    expect(resolveShare(args)).toBe(args);
    expect(kinds()).toEqual([{ remote: 'dashboard', release: 'base', kind: 'federation-warning' }]);
  });

  it('reports against the remote that provided the version when the shell is the one whose requirement is not met', () => {
    resolveShare(resolving({ from: 'shell', requiredVersion: '^19.0.0', version: '20.0.0', provider: 'catalog' }));
    expect(kinds()).toEqual([{ remote: 'catalog', release: 'base', kind: 'federation-warning' }]);
  });

  it('says nothing when the version satisfies the requirement, or when a strict one makes the load fail instead', () => {
    resolveShare(resolving({ from: 'dashboard', requiredVersion: '^19.0.0', version: '19.2.0', provider: 'shell' }));
    resolveShare(
      resolving({
        from: 'dashboard',
        requiredVersion: '^4.0.0',
        version: '3.0.0',
        provider: 'shell',
        strictVersion: true,
      }),
    );
    expect(beacon).not.toHaveBeenCalled();
  });

  it('never throws into the runtime, whatever it is handed', () => {
    expect(() => resolveShare({ pkgName: 'react', shareInfo: null })).not.toThrow();
  });

  it('is registered for every federation instance, so each remote’s container has it too', () => {
    const global = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__?: Array<{ name: string }> } }).__FEDERATION__;
    expect(global?.__GLOBAL_PLUGIN__?.map((registered) => registered.name)).toContain('blueprint-federation-warnings');
  });
});
