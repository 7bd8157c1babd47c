import { ConfigError, loadConfig } from '../src/config';

const production = { NODE_ENV: 'production', ADMIN_EMAIL: 'staff@example.com' };

describe('loadConfig', () => {
  it('refuses a staff password shorter than 12 characters in production', () => {
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'elevenchars' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'elevenchars' })).toThrow(/at least 12 characters/);
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'twelve chars' }).admin.password).toBe('twelve chars');
  });

  it('sets up deploys with a deploy token of 32 characters or more, and reads the shell at each of SHELL_INTERNAL_URL', () => {
    const token = 'x'.repeat(32);
    expect(loadConfig({}).deploy).toBeUndefined();
    expect(loadConfig({ DEPLOY_TOKEN: token }).deploy).toEqual({
      token,
      remoteTokens: {},
      shellUrls: ['http://localhost:3000'],
    });
    expect(loadConfig({ DEPLOY_TOKEN: token, SHELL_INTERNAL_URL: 'http://shell:3000/' }).deploy?.shellUrls).toEqual([
      'http://shell:3000',
    ]);
    // Two page servers of the shell (docker-compose runs two): tried in turn.
    expect(
      loadConfig({ DEPLOY_TOKEN: token, SHELL_INTERNAL_URL: ' http://shell-1:3000/, http://shell-2:3000 ,' }).deploy
        ?.shellUrls,
    ).toEqual(['http://shell-1:3000', 'http://shell-2:3000']);
    expect(() => loadConfig({ DEPLOY_TOKEN: 'short' })).toThrow(/DEPLOY_TOKEN must be at least 32 characters/);
  });

  it('reads each remote’s own deploy token, DEPLOY_TOKEN_<REMOTE>, with or without DEPLOY_TOKEN', () => {
    const catalog = 'c'.repeat(32);
    const deploy = loadConfig({ DEPLOY_TOKEN_CATALOG: catalog }).deploy;
    expect(deploy).toMatchObject({ remoteTokens: { catalog } });
    expect(deploy?.token).toBeUndefined();
    expect(() => loadConfig({ DEPLOY_TOKEN_DASHBOARD: 'short' })).toThrow(
      /DEPLOY_TOKEN_DASHBOARD must be at least 32 characters/,
    );
    expect(() => loadConfig({ DEPLOY_TOKEN_SHELL: catalog })).toThrow(
      'DEPLOY_TOKEN_SHELL names no remote: the deploy tokens of one remote are DEPLOY_TOKEN_MARKETING, DEPLOY_TOKEN_CATALOG, DEPLOY_TOKEN_INTERNSHIP, DEPLOY_TOKEN_DASHBOARD',
    );
  });

  it('serves /metrics only with METRICS_TOKEN, as long as the other secrets', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('treats an empty deploy token as unset, as docker-compose passes a team token nobody set', () => {
    const catalog = 'c'.repeat(32);
    const empty = { DEPLOY_TOKEN_MARKETING: '', DEPLOY_TOKEN_INTERNSHIP: '', DEPLOY_TOKEN_DASHBOARD: '' };
    expect(loadConfig({ ...empty, DEPLOY_TOKEN: '' }).deploy).toBeUndefined();
    const deploy = loadConfig({
      ...empty,
      DEPLOY_TOKEN: '',
      DEPLOY_TOKEN_CATALOG: catalog,
    }).deploy;
    expect(deploy?.remoteTokens).toEqual({ catalog });
    expect(deploy?.token).toBeUndefined();
  });

  it('reads the login route limit, 30 by default and 0 for none', () => {
    expect(loadConfig({}).loginRateLimit).toBe(30);
    expect(loadConfig({ RATE_LIMIT_LOGIN: '0' }).loginRateLimit).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_LOGIN: 'many' })).toThrow(ConfigError);
  });

  it("reads the institute's time zone, Asia/Kolkata by default, and refuses a name that is none", () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ TIME_ZONE: 'Europe/London' }).timeZone).toBe('Europe/London');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });

  it('reads PAGE_SERVER_SECRET, as long as the other secrets, and none means previews and automatic stops are off', () => {
    expect(loadConfig({}).pageServerSecret).toBeUndefined();
    expect(loadConfig({ PAGE_SERVER_SECRET: '' }).pageServerSecret).toBeUndefined();
    expect(loadConfig({ PAGE_SERVER_SECRET: 's'.repeat(32) }).pageServerSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ PAGE_SERVER_SECRET: 'short' })).toThrow(
      /PAGE_SERVER_SECRET must be at least 32 characters/,
    );
  });

  it('reads when a canary stops itself: 10 errors, 5 times the stable rate, over 10 minutes by default', () => {
    expect(loadConfig({}).canaryAutoStop).toEqual({ minErrors: 10, ratio: 5, windowMs: 600_000 });
    expect(
      loadConfig({ CANARY_MIN_ERRORS: '3', CANARY_ERROR_RATIO: '2.5', CANARY_WINDOW_MS: '60000' }).canaryAutoStop,
    ).toEqual({ minErrors: 3, ratio: 2.5, windowMs: 60_000 });
    expect(() => loadConfig({ CANARY_MIN_ERRORS: '0' })).toThrow(/CANARY_MIN_ERRORS must be above 0/);
    expect(() => loadConfig({ CANARY_ERROR_RATIO: '-1' })).toThrow(/CANARY_ERROR_RATIO must be a number above 0/);
    expect(() => loadConfig({ CANARY_WINDOW_MS: 'soon' })).toThrow(/CANARY_WINDOW_MS must be a whole number/);
  });
});
