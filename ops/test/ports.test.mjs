import { portsFrom } from '../lib/system.mjs';

describe('portsFrom', () => {
  it('puts the shell, the remotes and the API on one base', () => {
    expect(portsFrom(5040)).toEqual({
      shell: 5040,
      marketing: 5041,
      catalog: 5042,
      internship: 5043,
      dashboard: 5044,
      api: 5050,
    });
  });

  it('refuses a base that lands a service on a port fetch and browsers will not reach (5060 is SIP)', () => {
    expect(() => portsFrom(5050)).toThrow(/api would listen on 5060/);
  });
});
