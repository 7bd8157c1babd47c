import { AxiosError, AxiosHeaders } from 'axios';

/** What axios rejects with when the server answered `status` with `data`, for tests of error handling. */
export function httpError(status: number, data?: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

/** What axios rejects with when no answer came back. */
export const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK');
