// A module fetched on demand and kept once it arrived. A failed fetch is forgotten, so the next call tries
// again (webpack re-requests a chunk whose first load failed).

export interface LazyModule<T> {
  load(): Promise<T>;
  /** The value once loaded, for a synchronous first render. */
  current(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
