import yieldPlugin from './yield-plugin';

type Hook = () => Promise<void>;
const plugin = yieldPlugin() as unknown as { beforeGetExpose: Hook; beforeExecuteFactory: Hook };

afterEach(() => jest.useRealTimers());

describe('yield runtime plugin', () => {
  it.each(['beforeGetExpose', 'beforeExecuteFactory'] as const)(
    'lets the browser run a task before the runtime goes on (%s)',
    async (hook) => {
      jest.useFakeTimers();
      let resumed = false;
      const waiting = plugin[hook]().then(() => {
        resumed = true;
      });
      // Not in the same task: promises alone do not let the runtime go on.
      await Promise.resolve();
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.runOnlyPendingTimers();
      await waiting;
      expect(resumed).toBe(true);
    },
  );
});
