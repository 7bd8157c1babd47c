// @ts-check
// Whether a request reached us over HTTPS: directly (TLS on this server), or through a reverse proxy we trust
// that says so in X-Forwarded-Proto. TRUST_PROXY has the API's meaning: unset or "false" trusts nobody (the
// header could come from anyone), "true" or a hop count trusts the peer that connects to us, a list of
// addresses or CIDR ranges trusts a peer within it.
import net from 'node:net';

/**
 * @param {string | undefined} setting TRUST_PROXY
 * @returns {(peer: string | undefined) => boolean}
 */
export function proxyTrust(setting) {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return () => false;
  if (value === 'true' || /^\d+$/.test(value)) return () => true;
  const list = new net.BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) throw new Error(`TRUST_PROXY: ${entry} is not an address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    if (!peer) return false;
    const address = peer.replace(/^::ffff:/, '');
    return list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {(peer: string | undefined) => boolean} trusted
 */
export function isHttps(req, trusted) {
  if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) return true;
  if (!trusted(req.socket.remoteAddress)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
