/** A remote (or one of its modules) could not be loaded: down, hung, moved or broken. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, options?: { cause?: unknown; reason?: string }) {
    super(`The ${remote} section could not be loaded${options?.reason ? ` (${options.reason})` : ''}.`, {
      cause: options?.cause,
    });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/**
 * A chunk of the code this page started with is gone (rspack's ChunkLoadError, anywhere in the causes): a release
 * replaced it while the page was open. Only a full reload gives one whole release again.
 */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'ChunkLoadError' || /^Loading (?:css )?chunk \S+ failed/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
