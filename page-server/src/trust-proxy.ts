// TRUST_PROXY, with the API's meaning, as Fastify's trustProxy: which proxies' X-Forwarded-For, -Proto and -Host
// to believe. Unset or "false": nobody (anyone could send those headers); "true": every hop; a hop count N: the
// N nearest hops; a list of addresses or CIDR ranges: a hop within it. Fastify then gives each request its
// visitor's address (request.ip) and whether it came over HTTPS (request.protocol).
import net from 'node:net';

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxyOf(setting: string | undefined): TrustProxy {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // A function, not the number: Fastify believes no hop at all for a bare count.
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    if (!net.isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`TRUST_PROXY: ${entry} is not an address or CIDR range`);
    }
  }
  return entries.join(',');
}
