import { federation, runtimeMock } from '../testing/federation-mock';
import type * as ErrorReports from './error-reports';
import type * as RemoteLoader from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);

// A fresh module state (caches, registered manifests) per test.
let loader: typeof RemoteLoader;
beforeEach(() => {
  jest.resetModules();
  federation.reset();
  runtimeMock.loadRemote.mockClear();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module per test
  loader = require('./remote-loader') as typeof loader;
  loader.registerRemoteManifests({ marketing: 'http://m.test/mf-manifest.json' });
});

describe('remote loader', () => {
  it('registers the manifests of the run-time config with the federation runtime', () => {
    expect(federation.registered[0]?.remotes).toEqual([{ name: 'marketing', entry: 'http://m.test/mf-manifest.json' }]);
  });

  it('loads a module once, however many times it is asked for', async () => {
    federation.modules.set('marketing/About', async () => ({ default: 'About' }));
    await Promise.all([loader.loadExposed('marketing', 'About'), loader.loadExposed('marketing', 'About')]);
    await loader.loadExposed('marketing', 'About');
    expect(runtimeMock.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('rejects a remote that is not in the config without calling the runtime', async () => {
    await expect(loader.loadExposed('catalog', 'Browse')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'catalog',
    });
    expect(runtimeMock.loadRemote).not.toHaveBeenCalled();
  });

  it('turns a remote that never answers into RemoteUnavailableError after the timeout', async () => {
    jest.useFakeTimers();
    federation.modules.set('marketing/About', () => new Promise(() => {}));
    const pending = loader.loadExposed('marketing', 'About');
    jest.advanceTimersByTime(loader.REMOTE_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow('The marketing section could not be loaded (timed out).');
    jest.useRealTimers();
  });

  it('waits longer for the page the server sent, which is on screen already', async () => {
    jest.useFakeTimers();
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.serverPage = 'marketing/About';
    document.body.append(root);
    federation.modules.set('marketing/About', () => new Promise(() => {}));
    let settled = false;
    const pending = loader.loadExposed('marketing', 'About');
    pending.catch(() => undefined).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(loader.REMOTE_LOAD_TIMEOUT_MS);
    expect(settled).toBe(false);
    jest.advanceTimersByTime(loader.SERVER_PAGE_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow('(timed out)');
    root.remove();
    jest.useRealTimers();
  });

  it('forgets a failure, so that the next attempt really tries again', async () => {
    federation.modules.set('marketing/About', async () => {
      throw new Error('down');
    });
    await expect(loader.loadExposed('marketing', 'About')).rejects.toThrow('down');
    federation.modules.set('marketing/About', async () => ({ default: 'About' }));
    await expect(loader.loadExposed('marketing', 'About')).resolves.toEqual({ default: 'About' });
  });

  it('resetRemote re-registers the remote by force, dropping what the runtime cached', async () => {
    loader.resetRemote('marketing');
    expect(federation.registered.at(-1)).toEqual({
      remotes: [{ name: 'marketing', entry: 'http://m.test/mf-manifest.json' }],
      options: { force: true },
    });
  });

  it('preloading swallows failures (they surface when the page is opened)', async () => {
    loader.preloadExposed('marketing', 'Missing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtimeMock.loadRemote).toHaveBeenCalledWith('marketing/Missing');
  });
  it('reports a module that does not load, even one only warmed that no page showed yet', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy of the reporter this loader uses
    const reports = require('./error-reports') as typeof ErrorReports;
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    reports.startErrorReports({ apiUrl: 'http://api.test', remotes: { marketing: 'http://m.test/mf-manifest.json' } });
    loader.preloadExposed('marketing', 'Missing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown)).toEqual([
      { remote: 'marketing', release: 'base', kind: 'load' },
    ]);
  });
});
