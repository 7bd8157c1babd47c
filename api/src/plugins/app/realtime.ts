import { createAdapter } from '@socket.io/postgres-adapter';
import fp from 'fastify-plugin';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { Server, type Socket } from 'socket.io';
import { id } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';
import type { StaffRef } from '@blueprint/contract/api/common';
import {
  MAX_WATCHED_REGISTRATIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@blueprint/contract/events';
import { fromOwnPage, sessionToken } from '../../lib/session-cookie';
import type { VerifiedSession } from './auth';

export const STAFF_ROOM = 'staff';
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets that have a registration open (presence), on every instance. */
const VIEWING_PREFIX = 'viewing:';
const viewingRoom = (registrationId: string) => `${VIEWING_PREFIX}${registrationId}`;

/** What each socket carries: the session its handshake's token proved, and whose it is (set by the middleware
 * below). Presence names people from it, never from anything a dashboard sends. */
interface SocketData {
  session: VerifiedSession;
}
/** Instances exchange no events of their own: the adapter carries the dashboards' events between them. */
type InterServerEvents = Record<never, never>;
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The dashboard sends only its handshake and registration ids: a larger message closes the connection. */
export const MAX_MESSAGE_BYTES = 10_000;
/** Open connections per client address. */
export const MAX_CONNECTIONS_PER_ADDRESS = 20;

// Socket.IO on the API's own server and origin, default path. Only a live staff token gets in; with
// PostgreSQL, instances share events through LISTEN/NOTIFY on the same database.
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    const perAddress = new Map<string, number>();
    const addressOf = (request: { socket: { remoteAddress?: string } }) => request.socket.remoteAddress ?? '';
    const io: RealtimeServer = new Server(app.server, {
      serveClient: false,
      cors: { origin: [...allowed], methods: ['GET', 'POST'], credentials: true },
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      // A connection that has not joined (sent a valid token) within this time is closed.
      connectTimeout: 5000,
      // Browsers do not apply CORS to a WebSocket upgrade: the handshake checks the Origin itself. Clients
      // that send no Origin (not browsers) still need a token. One address may hold only so many connections.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        const full = (perAddress.get(addressOf(request)) ?? 0) >= MAX_CONNECTIONS_PER_ADDRESS;
        callback(null, !full && (origin === undefined || allowed.has(origin)));
      },
    });
    io.engine.on(
      'connection',
      (connection: {
        request: { socket: { remoteAddress?: string } };
        once(event: 'close', listener: () => void): void;
      }) => {
        const address = addressOf(connection.request);
        perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        connection.once('close', () => {
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        });
      },
    );

    let adapterPool: pg.Pool | undefined;
    if (app.database.engine === 'postgres') {
      // Its own small pool: the adapter holds one connection for LISTEN for as long as it runs.
      const applicationName = `blueprint-realtime-${randomBytes(6).toString('hex')}`;
      adapterPool = new pg.Pool({
        connectionString: app.config.databaseUrl,
        max: 3,
        application_name: applicationName,
      });
      adapterPool.on('error', (error) => app.log.warn({ err: error }, 'realtime adapter connection error'));
      io.adapter(
        createAdapter(adapterPool, { errorHandler: (error) => app.log.warn({ err: error }, 'realtime adapter error') }),
      );
      await waitForListen(adapterPool, applicationName);
    }

    /** The handshake's session: a token a script sends, or the dashboard's cookie, which counts only from
     * one of our own pages (a WebSocket is not bound by CORS). */
    const credential = (socket: {
      handshake: { auth?: { token?: unknown }; headers: { cookie?: string; origin?: string } };
    }) => {
      const token = socket.handshake.auth?.token;
      if (token !== undefined) return token;
      const { cookie, origin } = socket.handshake.headers;
      return fromOwnPage(origin, allowed) ? sessionToken(cookie) : undefined;
    };

    // Under STAFF_MFA=required an admin without a second factor hears nothing live either, as the staff routes
    // refuse them (a message of its own: 'unauthorized' would end the dashboard's session).
    const mfaRequired = app.config.staffMfa === 'required';
    io.use((socket, next) => {
      app.auth.verify(credential(socket)).then(
        async (session) => {
          if (mfaRequired && session.staff.role === 'admin' && !(await app.repos.secondFactors.has(session.staff.id))) {
            next(new Error('second factor required'));
            return;
          }
          socket.data.session = session;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });

    io.on('connection', async (socket) => {
      // At once: the dashboard may say what it has open as soon as it hears it is connected, before the joins
      // and checks below are done.
      presence(socket);
      const { sessionId, expiresAt } = socket.data.session;
      await socket.join([STAFF_ROOM, sessionRoom(sessionId)]);
      // A logout between the handshake's check and the join revoked a session whose room this socket was
      // not in yet: checked again now that it is, the socket cannot stay.
      if (
        !(await app.auth.verify(credential(socket)).then(
          () => true,
          () => false,
        ))
      ) {
        socket.disconnect(true);
        return;
      }
      if (!socket.connected) return;
      // A socket does not outlive its token.
      const timer = setTimeout(
        () => socket.disconnect(true),
        Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
      );
      socket.once('disconnect', () => clearTimeout(timer));
    });

    /** Who else has the registration open, each person once, by name, across instances. */
    async function otherViewers(registrationId: string, asker: VerifiedSession['staff']): Promise<StaffRef[]> {
      const room = viewingRoom(registrationId);
      let sockets: Array<{ data: Partial<SocketData> }>;
      try {
        sockets = await io.in(room).fetchSockets();
      } catch (error) {
        // An instance that does not answer in time: the viewers this instance knows of are still right.
        app.log.warn({ err: error }, 'could not ask the other instances who is viewing a registration');
        sockets = await io.local.in(room).fetchSockets();
      }
      const viewers = new Map<string, StaffRef>();
      for (const { data } of sockets) {
        const staff = data.session?.staff;
        if (staff && staff.id !== asker.id) viewers.set(staff.id, { _id: staff.id, name: staff.name });
      }
      return [...viewers.values()].sort((a, b) => a.name.localeCompare(b.name));
    }

    /** Presence: a dashboard says which registrations it has open; those watching the same one are told when
     * someone comes or goes, and ask again who is there. */
    function presence(socket: RealtimeSocket) {
      const watched = () => [...socket.rooms].filter((room) => room.startsWith(VIEWING_PREFIX));
      const changed = (rooms: string[]) => {
        for (const room of rooms)
          socket.to(room).emit('viewersChanged', { registrationId: room.slice(VIEWING_PREFIX.length) });
      };
      socket.on('watchRegistration', async (registrationId, answer) => {
        if (!id.safeParse(registrationId).success || typeof answer !== 'function') return;
        const room = viewingRoom(registrationId);
        try {
          if (!socket.rooms.has(room) && watched().length < MAX_WATCHED_REGISTRATIONS) {
            await socket.join(room);
            changed([room]);
          }
          answer({ registrationId, viewers: await otherViewers(registrationId, socket.data.session.staff) });
        } catch (error) {
          app.log.warn({ err: error }, 'could not answer who is viewing a registration');
        }
      });
      socket.on('unwatchRegistration', async (registrationId) => {
        if (typeof registrationId !== 'string') return;
        const room = viewingRoom(registrationId);
        if (!socket.rooms.has(room)) return;
        await socket.leave(room);
        changed([room]);
      });
      // The rooms are gone by 'disconnect': noted just before, told after, so those asking again no longer
      // find this socket.
      let leaving: string[] = [];
      socket.on('disconnecting', () => (leaving = watched()));
      socket.on('disconnect', () => {
        for (const room of leaving)
          io.to(room).emit('viewersChanged', { registrationId: room.slice(VIEWING_PREFIX.length) });
      });
    }

    app.decorate('realtime', {
      io,
      /** Tells the dashboards on the next turn, after the answer has gone: a broadcast to many sockets takes
       * tens of milliseconds. */
      registrationCreated(registration: Registration) {
        // Alone (no adapter to other instances) and with no dashboard connected, there is no one to tell,
        // and nothing is scheduled (this runs for every registration).
        if (!adapterPool && !io.of('/').adapter.rooms.has(STAFF_ROOM)) return;
        setImmediate(() => {
          try {
            io.to(STAFF_ROOM).emit('internshipRegistered', registration);
          } catch (error) {
            app.log.warn({ err: error }, 'could not broadcast a registration');
          }
        });
      },
      /** Disconnects the sockets of a revoked session, on every instance. */
      sessionRevoked(sessionId: string) {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
    });

    app.addHook('preClose', async () => {
      // Fastify closes the HTTP server itself; Socket.IO only closes its sockets, engine and adapter.
      (io as unknown as { httpServer?: unknown }).httpServer = undefined;
      await io.close();
      await adapterPool?.end();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'database'] },
);

/**
 * The adapter subscribes in the background. Waiting until its LISTEN is in place means this instance hears
 * the others from its first request on, and that closing never races a subscription still being set up.
 */
async function waitForListen(pool: pg.Pool, applicationName: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rowCount } = await pool.query(
      "select 1 from pg_stat_activity where application_name = $1 and query like 'LISTEN%' and pid <> pg_backend_pid()",
      [applicationName],
    );
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the realtime adapter could not subscribe to PostgreSQL notifications');
}

export type Realtime = {
  io: RealtimeServer;
  registrationCreated(registration: Registration): void;
  sessionRevoked(sessionId: string): void;
};
