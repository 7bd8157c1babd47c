import { createResendGuard, type Handler } from './page-requests';

describe('createResendGuard', () => {
  const post = (body: string, client = '203.0.113.9') => ({
    method: 'POST' as const,
    url: '/internship',
    body,
    client,
    apiUrl: 'http://api',
  });

  it('answers the same post again with the first answer, without handling it twice, also while it is under way', async () => {
    let now = 0;
    const once = createResendGuard({ keepMs: 60_000, now: () => now });
    const handle = jest.fn<ReturnType<Handler>, Parameters<Handler>>(async () => ({
      redirect: '/internship?sent=internship',
    }));
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
    const page = jest.fn<ReturnType<Handler>, Parameters<Handler>>(async () => ({
      status: 200,
      page: { html: ['<form></form>'], styles: [], globalStyles: [] },
    }));
    await once(post('email=x'), page);
    await once(post('email=x'), page);
    expect(page).toHaveBeenCalledTimes(2);
    const failing = jest.fn<ReturnType<Handler>, Parameters<Handler>>(async () => {
      throw new Error('down');
    });
    await expect(once(post('email=y'), failing)).rejects.toThrow('down');
    await expect(once(post('email=y'), failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
