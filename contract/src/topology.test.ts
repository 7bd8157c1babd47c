import { API, APPS, REMOTES, topologySchema } from './topology.ts';

describe('the topology', () => {
  it('names the remotes in the order of the route table: every app but the shell', () => {
    expect(REMOTES).toEqual(['marketing', 'catalog', 'internship', 'dashboard']);
    expect(APPS.shell).toEqual({ dir: 'shell', port: 3000 });
    expect(API).toEqual({ dir: 'api', port: 4000, urlEnv: 'API_URL' });
  });

  it('refuses a remote without the variable of its URL, and a port that is not one', () => {
    const apps = { shell: { dir: 'shell', port: 3000 } };
    const api = { dir: 'api', port: 4000, urlEnv: 'API_URL' };
    expect(topologySchema.safeParse({ apps: { ...apps, shop: { dir: 'shop-mfe', port: 3005 } }, api }).success).toBe(
      false,
    );
    expect(
      topologySchema.safeParse({ apps: { ...apps, shop: { dir: 'shop-mfe', port: 70_000, urlEnv: 'SHOP_URL' } }, api })
        .success,
    ).toBe(false);
    expect(
      topologySchema.safeParse({ apps: { ...apps, shop: { dir: 'shop-mfe', port: 3005, urlEnv: 'SHOP_URL' } }, api })
        .success,
    ).toBe(true);
  });
});
