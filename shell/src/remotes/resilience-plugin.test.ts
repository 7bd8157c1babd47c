import { RemoteUnavailableError } from './remote-error';
import resiliencePlugin, { SCRIPT_TIMEOUT_MS, SERVER_PAGE_SCRIPT_TIMEOUT_MS } from './resilience-plugin';

type Hooks = Required<ReturnType<typeof resiliencePlugin>>;
const plugin = resiliencePlugin() as Hooks;

describe('resilience runtime plugin', () => {
  it('turns any load failure into one readable RemoteUnavailableError naming the remote', () => {
    const cause = new Error('ScriptNetworkError');
    const call = () =>
      (plugin.errorLoadRemote as (args: unknown) => unknown)({
        id: 'catalog/Browse',
        error: cause,
        lifecycle: 'onLoad',
      });
    expect(call).toThrow(RemoteUnavailableError);
    expect(call).toThrow('The catalog section could not be loaded.');
  });

  it('bounds the manifest fetch, which has no timeout of its own', async () => {
    const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://m.test/mf-manifest.json', {});
    const init = fetchMock.mock.calls[0]![1];
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('bounds the remote entry script', () => {
    const created = (plugin.createScript as (args: { url: string }) => { script: HTMLScriptElement; timeout: number })({
      url: 'http://m.test/remoteEntry.js',
    });
    expect(created.script.src).toBe('http://m.test/remoteEntry.js');
    expect(created.timeout).toBe(SCRIPT_TIMEOUT_MS);
  });

  it('waits longer for a script of the page the server sent: that page is on screen already', () => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'script', href: 'http://m.test/remoteEntry.js' });
    link.setAttribute('as', 'script');
    document.head.append(link);
    const create = plugin.createScript as (args: { url: string }) => { timeout: number };
    expect(create({ url: 'http://m.test/remoteEntry.js' }).timeout).toBe(SERVER_PAGE_SCRIPT_TIMEOUT_MS);
    expect(create({ url: 'http://c.test/remoteEntry.js' }).timeout).toBe(SCRIPT_TIMEOUT_MS);
    link.remove();
  });
});
