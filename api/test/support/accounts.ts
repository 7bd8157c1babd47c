import { io as connect, type Socket } from 'socket.io-client';
import type { StaffRole } from '@blueprint/contract/api/values';
import type { StaffUser } from '@blueprint/contract/api/staff';
import { bearer, type TestApp } from '../helper';
import type { Item } from '@blueprint/contract/api/common';

/** A password long enough for the rules (12+), different per person. */
export const passwordOf = (name: string) => `${name.toLowerCase()}-password-long`;

/** Adds an account through the API as the given admin, and answers it with a fresh token of its own. */
export async function addStaff(t: TestApp, adminToken: string, name: string, role: StaffRole = 'staff') {
  const email = `${name.toLowerCase()}.${process.pid}@blueprint.test`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: bearer(adminToken),
    payload: { email, name, role, password: passwordOf(name) },
  });
  if (created.statusCode !== 201) throw new Error(`could not add ${name}: ${created.statusCode} ${created.body}`);
  const user = created.json<Item<StaffUser>>().data;
  return { user, email, password: passwordOf(name), token: await loginAs(t, email, passwordOf(name)) };
}

export async function loginAs(t: TestApp, email: string, password: string): Promise<string> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (answer.statusCode !== 200) throw new Error(`login as ${email} failed: ${answer.statusCode}`);
  return answer.json<{ token: string }>().token;
}

/** A dashboard's socket, connected; `disconnected` settles with the reason when the server drops it. */
export async function openSocket(
  url: string,
  token: string,
): Promise<{ socket: Socket; disconnected: Promise<string> }> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, disconnected };
}

/** Settles with 'still connected' if the socket has not been dropped within `ms`: "at once" means the
 * server dropped it while answering the change, so a short grace covers only the frame's way back. */
export async function droppedWithin(disconnected: Promise<string>, ms = 2000): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      disconnected,
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still connected'), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
