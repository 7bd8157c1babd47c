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
