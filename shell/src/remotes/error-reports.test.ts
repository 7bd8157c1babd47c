import {
  failureKind,
  reportBrowserError,
  REPORTS_PER_PAGE,
  resetErrorReports,
  startErrorReports,
} from './error-reports';
import { RemoteUnavailableError } from './remote-error';

/** What rspack throws when a chunk is gone. */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 3005 failed.\n(error: http://c.test/3005.b42491b37b.js)'), {
    name: 'ChunkLoadError',
  });

const RELEASE = '20261127-171533-a5c8db763a08';
const config = {
  apiUrl: 'http://api.test:4000/',
  remotes: {
    catalog: `http://c.test/releases/${RELEASE}/mf-manifest.json`,
    marketing: 'http://m.test/mf-manifest.json',
  },
};

let beacon: jest.Mock<boolean, [string, string]>;
let fetchMock: jest.Mock<Promise<unknown>, [string, RequestInit]>;
const beacons = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body) as unknown]);

beforeEach(() => {
  resetErrorReports();
  beacon = jest.fn((_url: string, _body: string) => true);
  fetchMock = jest.fn((_url: string, _init: RequestInit): Promise<unknown> => Promise.resolve({}));
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('browser error reports', () => {
  it('sends the remote, the release the run-time config names for it (base when none) and the kind, as a beacon to the API', () => {
    startErrorReports(config);
    reportBrowserError('catalog', 'render');
    reportBrowserError('marketing', 'load');
    expect(beacons()).toEqual([
      ['http://api.test:4000/api/browser-errors', { remote: 'catalog', release: RELEASE, kind: 'render' }],
      ['http://api.test:4000/api/browser-errors', { remote: 'marketing', release: 'base', kind: 'load' }],
    ]);
    // A string: the beacon goes as text/plain, which needs no preflight to another origin.
    expect(typeof beacon.mock.calls[0]![1]).toBe('string');
  });

  it('sends one report per remote, release and kind, and no more than its cap, per page load', () => {
    startErrorReports(config);
    for (let i = 0; i < 3; i += 1) reportBrowserError('catalog', 'render');
    expect(beacon).toHaveBeenCalledTimes(1);
    for (const kind of ['load', 'chunk', 'federation-warning'] as const)
      for (const remote of ['catalog', 'marketing']) reportBrowserError(remote, kind);
    reportBrowserError('marketing', 'render');
    expect(beacon).toHaveBeenCalledTimes(REPORTS_PER_PAGE);
  });

  it('ignores a name that is not one of the remotes the config names', () => {
    startErrorReports(config);
    reportBrowserError('shell', 'federation-warning');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('keeps what is reported before the config is read, and sends it once it is', () => {
    reportBrowserError('catalog', 'federation-warning');
    expect(beacon).not.toHaveBeenCalled();
    startErrorReports(config);
    expect(beacons()).toEqual([
      ['http://api.test:4000/api/browser-errors', { remote: 'catalog', release: RELEASE, kind: 'federation-warning' }],
    ]);
  });

  it('falls back to fetch with keepalive, without cookies, when there is no beacon or it is refused', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startErrorReports(config);
    reportBrowserError('catalog', 'chunk');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://api.test:4000/api/browser-errors',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      remote: 'catalog',
      release: RELEASE,
      kind: 'chunk',
    });
    // Its failure goes nowhere: no unhandled rejection.
    await Promise.resolve();
  });

  it('never throws, whatever sending does', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    startErrorReports(config);
    expect(() => reportBrowserError('catalog', 'render')).not.toThrow();
  });

  it('tells a chunk gone, a remote not loaded and a render error apart', () => {
    expect(failureKind(chunkLoadError())).toBe('chunk');
    expect(failureKind(new RemoteUnavailableError('catalog', { cause: chunkLoadError() }))).toBe('chunk');
    expect(failureKind(new RemoteUnavailableError('catalog', { reason: 'timed out' }))).toBe('load');
    expect(failureKind(new TypeError('x is not a function'))).toBe('render');
  });
});
