import http from 'node:http';
import { ENGINE, buildTestApp, registration, type TestApp } from '../../helper';
import type { ApiErrorBody } from '@blueprint/contract/api/common';
import { stallDatabase } from '../../support/stall';

const post = (t: TestApp, email: string) => {
  const sent = Date.now();
  return t.app
    .inject({ method: 'POST', url: '/api/internships', payload: registration({ email }) })
    .then((response) => ({
      email,
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      message: response.json<Partial<ApiErrorBody>>().message,
      ms: Date.now() - sent,
    }));
};

async function storedEmails(t: TestApp): Promise<Set<string>> {
  const rows = await t.app.database.db.selectFrom('registrations').select('email').execute();
  return new Set(rows.map((row) => row.email));
}

describe(`time limits and back pressure (${ENGINE})`, () => {
  it('answers 503 within the request timeout while the database is stalled, then recovers; every 201 is stored and no 503 is', async () => {
    const requestTimeoutMs = 1000;
    const t = await buildTestApp({ requestTimeoutMs, statementTimeoutMs: 500 });
    try {
      const stall = await stallDatabase(t.app, 3000);
      const during = await Promise.all(Array.from({ length: 20 }, (_, i) => post(t, `stalled.${i}@example.com`)));
      const refused = during.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.ms).toBeLessThan(requestTimeoutMs + 500);
        expect(answer.retryAfter).toBe('5');
      }
      expect(during.every((answer) => answer.status === 201 || answer.status === 503)).toBe(true);
      await stall.ended;

      const after = await post(t, 'after.the.stall@example.com');
      expect(after.status).toBe(201);
      const stored = await storedEmails(t);
      const acknowledged = [...during, after].filter((answer) => answer.status === 201).map((answer) => answer.email);
      // No acknowledged registration lost; nothing stored that was refused, so a retry meets no 409.
      expect([...stored].sort()).toEqual(acknowledged.sort());
      const retry = await post(t, refused[0]!.email);
      expect(retry.status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After at once when the commit queue is full, and never a 201 for a row it did not store', async () => {
    const t = await buildTestApp({ writeQueueMax: 3 });
    try {
      const stall = await stallDatabase(t.app, 1500);
      // One registration waits inside the stalled database: the queue behind it holds three.
      const first = post(t, 'first@example.com');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(t, `burst.${i}@example.com`)));
      await stall.ended;
      const answers = [await first, ...burst];
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy).toHaveLength(7);
      for (const answer of busy) {
        expect(answer.retryAfter).toBe('5');
        expect(answer.message).toBe('The server is busy, please try again shortly');
      }
      const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.email);
      expect(acknowledged).toHaveLength(4);
      expect([...(await storedEmails(t))].sort()).toEqual(acknowledged.sort());
    } finally {
      await t.close();
    }
  });

  it('never commits a registration that was still waiting when its deadline passed', async () => {
    const requestTimeoutMs = 300;
    // The database's own timeout is longer than the stall: only the request's deadline can refuse.
    const t = await buildTestApp({ requestTimeoutMs, statementTimeoutMs: 5000 });
    try {
      const stall = await stallDatabase(t.app, 1000);
      const first = post(t, 'committing@example.com');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waiting = await Promise.all(Array.from({ length: 5 }, (_, i) => post(t, `waiting.${i}@example.com`)));
      for (const answer of waiting) {
        expect(answer).toMatchObject({
          status: 503,
          message: 'The server took too long to answer, please try again',
          retryAfter: '5',
        });
        expect(answer.ms).toBeLessThan(requestTimeoutMs + 300);
      }
      await stall.ended;
      // The one already sent to the database is answered by its commit, late but true.
      expect((await first).status).toBe(201);
      expect([...(await storedEmails(t))]).toEqual(['committing@example.com']);
    } finally {
      await t.close();
    }
  });

  it('never commits a registration whose client left while it was waiting', async () => {
    const t = await buildTestApp();
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const stall = await stallDatabase(t.app, 1000);
      const first = post(t, 'committing@example.com');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const body = JSON.stringify(registration({ email: 'left@example.com' }));
      const request = http.request(`${url}/api/internships`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      request.on('error', () => {});
      request.end(body);
      await new Promise((resolve) => setTimeout(resolve, 200));
      request.destroy();
      await stall.ended;
      expect((await first).status).toBe(201);
      expect([...(await storedEmails(t))]).toEqual(['committing@example.com']);
      // A client that stays gets its answer over a real connection too.
      const stayed = await fetch(`${url}/api/internships`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(stayed.status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('answers a read 503 at its deadline while the database is stalled', async () => {
    const requestTimeoutMs = 300;
    const t = await buildTestApp({ requestTimeoutMs, statementTimeoutMs: 5000 });
    try {
      const token = await t.login();
      const stall = await stallDatabase(t.app, 1500);
      const sent = Date.now();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/internships?limit=5',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(Date.now() - sent).toBeLessThan(requestTimeoutMs + 300);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The server took too long to answer, please try again' });
      await stall.ended;
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/internships?limit=5',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
