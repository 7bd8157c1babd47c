// HTTPS requests that trust the rehearsal's certificate the way a client of the real site trusts its CA: the
// certificate is given as the only trusted authority (never "ignore certificate errors").
import https from 'node:https';

/** An agent that trusts exactly `ca` (PEM), keeping connections open as browsers and Caddy do. */
export function trustingAgent(ca, maxSockets = 32) {
  return new https.Agent({ ca, keepAlive: true, maxSockets });
}

/** One request; resolves with status, headers and the body as text (JSON parsed into `json` when it is). */
export function request(url, { agent, method = 'GET', headers = {}, body, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = https.request(url, {
      agent,
      method,
      headers: {
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        ...headers,
      },
      timeout: timeoutMs,
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => {
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode, headers: response.headers, body: text, json });
      });
    });
    req.end(payload);
  });
}
