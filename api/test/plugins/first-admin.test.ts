import { buildApp } from '../../src/app';
import { DEV_ADMIN, type Config } from '../../src/config';
import { createTestStorage, testConfig, type TestStorage } from '../helper';

// The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, once; the built-in development account keeps the
// password the configuration gives it at each start (public on loopback, generated when others can reach it).
describe('the first admin', () => {
  let storage: TestStorage;
  beforeEach(async () => (storage = await createTestStorage()));
  afterEach(() => storage.cleanup());

  async function loginCodes(admin: Config['admin'], attempts: { email: string; password: string }[]) {
    const app = await buildApp(testConfig(storage, { admin, loginRateLimit: 0 }));
    try {
      const codes = [];
      for (const payload of attempts)
        codes.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode);
      return codes;
    } finally {
      await app.close();
    }
  }

  it('is created once: a later ADMIN_EMAIL/ADMIN_PASSWORD neither adds nor changes an account', async () => {
    const first = { email: 'first@blueprint.test', password: 'first-admin-password' };
    const later = { email: 'later@blueprint.test', password: 'later-admin-password' };
    expect(await loginCodes({ ...first, isDefault: false }, [first])).toEqual([200]);
    expect(await loginCodes({ ...later, isDefault: false }, [first, later])).toEqual([200, 401]);
  });

  it('keeps the development account on the configured password: the public one stops working off loopback', async () => {
    const generated = 'generated-for-this-host';
    const publicOne = { email: DEV_ADMIN.email, password: DEV_ADMIN.password };
    expect(await loginCodes({ ...DEV_ADMIN, isDefault: true }, [publicOne])).toEqual([200]);
    expect(
      await loginCodes({ email: DEV_ADMIN.email, password: generated, isDefault: true }, [
        publicOne,
        { email: DEV_ADMIN.email, password: generated },
      ]),
    ).toEqual([401, 200]);
    // Back on loopback, the documented password again.
    expect(await loginCodes({ ...DEV_ADMIN, isDefault: true }, [publicOne])).toEqual([200]);
  });
});
