import { buildTestApp, bearer, type TestApp } from '../../helper';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { ContactMessage } from '@blueprint/contract/api/inbox';

describe('contact and newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps contact messages and lists them to staff, newest first', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'Ravi@Example.com', message: 'Do you teach Revit on weekends?' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<Item<ContactMessage>>().data).toMatchObject({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      service: '',
      message: 'Do you teach Revit on weekends?',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Meena',
        email: 'meena@example.com',
        phone: '+91 98450 00000',
        service: 'BIM',
        message: 'Call me 🙏',
      },
    });
    const token = await t.login();
    const list = await t.app.inject({ method: 'GET', url: '/api/contact-messages?limit=1', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json<Page<ContactMessage>>().data.map((m) => m.name)).toEqual(['Meena']);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/contact-messages?cursor=${list.json<Page<ContactMessage>>().nextCursor}`,
      headers: bearer(token),
    });
    expect(next.json()).toEqual({ data: [expect.objectContaining({ name: 'Ravi' })], nextCursor: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
  });

  it('refuses a contact message without its required fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().errors!.map((e) => e.field)).toEqual(['name', 'email', 'message']);
  });

  it('subscribes once: 201, then 200', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@example.com' },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' READER@example.com' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { email: 'reader@example.com' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } })).statusCode,
    ).toBe(400);
  });
});
