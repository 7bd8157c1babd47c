// Where a server listens. While the built-in development account is in use (no ADMIN_PASSWORD, not
// production), anyone who can reach the machine could sign in with the documented password, so the servers
// stay on loopback. HOST chooses otherwise; the API follows the same rule (docs/contract.md#api-environment).
type Env = Record<string, string | undefined>;

export function usesDevelopmentAccount(env: Env): boolean {
  return !env.ADMIN_PASSWORD && env.NODE_ENV !== 'production';
}

export function listenHost(env: Env): string {
  return env.HOST || (usesDevelopmentAccount(env) ? '127.0.0.1' : '0.0.0.0');
}
