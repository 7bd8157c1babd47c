// Federation runtime plugin: a remote page's code is fetched, its module looked up and then run, each in a task
// of its own. Evaluating the remote's entry, resolving the page's module and running it (the page module and
// everything it imports) would otherwise be one task, one long enough on a phone to hold back a tap.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  // The runtime waits for what these hooks return (its AsyncHook's emit), though their types say void.
  return {
    name: 'blueprint-yield',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    beforeGetExpose: () => nextTask(),
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    beforeExecuteFactory: () => nextTask(),
  };
}
