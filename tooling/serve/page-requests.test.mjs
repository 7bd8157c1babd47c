import { clientAddress, createResendGuard, hopTrust } from './page-requests.mjs';

/** A request as node:http gives it: the connecting peer and its headers. */
const request = (peer, forwardedFor) => /** @type {any} */ ({ socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('clientAddress', () => {
  const loopback = hopTrust('127.0.0.1,::1');

  it('is the peer when no proxy is trusted, whatever the request claims', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), hopTrust(undefined))).toBe('203.0.113.9');
  });

  it('believes as many hops as a hop count says, and no more (docker-compose: TRUST_PROXY=1, Caddy in front)', () => {
    expect(clientAddress(request('172.18.0.2', '198.51.100.1, 203.0.113.9'), hopTrust('1'))).toBe('203.0.113.9');
    expect(clientAddress(request('172.18.0.2', '198.51.100.1, 203.0.113.9'), hopTrust('2'))).toBe('198.51.100.1');
  });

  it('is the address a trusted proxy forwarded for', () => {
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
  });

  it('stops at the first address nobody trusted: a visitor cannot put another address before its own', () => {
    // The visitor (203.0.113.9) sent "X-Forwarded-For: 198.51.100.1"; the trusted proxy appended the visitor.
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 203.0.113.9'), loopback)).toBe('203.0.113.9');
  });

  it('believes no X-Forwarded-For from a peer it does not trust', () => {
    expect(clientAddress(request('203.0.113.9', '127.0.0.1'), loopback)).toBe('203.0.113.9');
  });
});

describe('createResendGuard', () => {
  const post = (body, client = '203.0.113.9') => ({ method: /** @type {const} */ ('POST'), url: '/internship', body, client, apiUrl: 'http://api' });

  it('answers the same post again with the first answer, without handling it twice, also while it is under way', async () => {
    let now = 0;
    const once = createResendGuard({ keepMs: 60_000, now: () => now });
    const handle = jest.fn(async () => ({ redirect: '/internship?sent=internship' }));
    const [first, second] = await Promise.all([once(post('email=a'), handle), once(post('email=a'), handle)]);
    expect(first).toEqual({ redirect: '/internship?sent=internship' });
    expect(second).toEqual(first);
    now = 59_000;
    await once(post('email=a'), handle);
    expect(handle).toHaveBeenCalledTimes(1);
    // Another visitor, or other fields, is another post; after a minute the same one is sent again.
    await once(post('email=a', '198.51.100.1'), handle);
    await once(post('email=b'), handle);
    expect(handle).toHaveBeenCalledTimes(3);
    now = 130_000;
    await once(post('email=a'), handle);
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it('keeps no page with mistakes and no failure: the visitor may send it again', async () => {
    const once = createResendGuard();
    const page = jest.fn(async () => ({ status: 200, html: '<form></form>' }));
    await once(post('email=x'), page);
    await once(post('email=x'), page);
    expect(page).toHaveBeenCalledTimes(2);
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(once(post('email=y'), failing)).rejects.toThrow('down');
    await expect(once(post('email=y'), failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
