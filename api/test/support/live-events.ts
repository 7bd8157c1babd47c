import { get, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

// A client of the live map's event stream (GET /api/releases/live/events), as a page server keeps one open:
// each message as it arrives, and whether the stream has ended.

export interface LiveMessage {
  event?: string;
  data?: string;
  /** A comment line (`: ping`). */
  comment?: string;
}

export interface LiveEvents {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next event (comments skipped unless `comments`), or an error after `timeoutMs`. */
  next(options?: { timeoutMs?: number; comments?: boolean }): Promise<LiveMessage>;
  /** Resolves true once the server has ended the stream, false after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

function parse(block: string): LiveMessage {
  const message: LiveMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) message.event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) message.data = line.slice('data: '.length);
  }
  return message;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the stream with node:http, one connection of its own (fetch may open a spare one, which a closing server
 * then waits for). */
export async function openLiveEvents(baseUrl: string): Promise<LiveEvents> {
  const messages: LiveMessage[] = [];
  let done = false;
  const { request, response } = await new Promise<{ request: ClientRequest; response: IncomingMessage }>(
    (resolve, reject) => {
      const request = get(`${baseUrl}/api/releases/live/events`, (response) => resolve({ request, response }));
      request.on('error', reject);
    },
  );
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let split: number;
    while ((split = buffer.indexOf('\n\n')) >= 0) {
      messages.push(parse(buffer.slice(0, split)));
      buffer = buffer.slice(split + 2);
    }
  });
  const finished = () => (done = true);
  response.on('end', finished);
  response.on('close', finished);
  response.on('error', finished);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    async next({ timeoutMs = 2000, comments = false } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((message) => comments || message.comment === undefined);
        if (index >= 0) return messages.splice(0, index + 1).at(-1)!;
        if (done) throw new Error('the stream ended');
        if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms`);
        await sleep(5);
      }
    },
    async ended(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!done && Date.now() < deadline) await sleep(5);
      return done;
    },
    close: () => request.destroy(),
  };
}

/** One plain request with node:http (status, headers, body as text), on a connection of its own. */
export function plainRequest(
  url: string,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { method, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}
