// npm run test:deploy rehearses docker-compose.yml with processes; these check that the rehearsal runs what
// compose would: the same services, commands and variables (read from docker-compose.yml and the Dockerfile,
// only the addresses changed), Caddy's placeholders all given, PostgreSQL set up from the same variables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PACKAGED,
  REHEARSAL_ONLY,
  caddyEnv,
  retriesKeepBodies,
  caddyPlaceholders,
  interpolate,
  loadCompose,
  parseDockerfile,
  planServices,
  rehearsalPorts,
} from '../lib/deploy/topology.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const compose = loadCompose();
const dockerfile = parseDockerfile();
const VARS = {
  POSTGRES_PASSWORD: 'p',
  DB_PASSWORD: 'd',
  ADMIN_EMAIL: 'a@b.c',
  ADMIN_PASSWORD: 'x',
  JWT_SECRET: 'j',
  DEPLOY_TOKEN: 't',
  PAGE_SERVER_SECRET: 's',
  API_URL: 'https://localhost:6105',
};
const { ports, publicPorts } = rehearsalPorts(6100, compose);
const plan = planServices({ compose, dockerfile, ports, vars: VARS, dataDir: (name) => `/tmp/rehearsal/${name}` });
const byName = Object.fromEntries(plan.map((service) => [service.name, service]));

describe('the deployment rehearsal', () => {
  it('runs every compose service: the images as processes, the proxy, database and backup from Debian packages', () => {
    const rehearsed = [...plan.map((service) => service.name), ...Object.keys(PACKAGED)].sort();
    expect(rehearsed).toEqual(Object.keys(compose.services).sort());
    expect(compose.services.proxy.image).toMatch(/^caddy:/);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
  });

  it.each(plan.map((service) => [service.name]))(
    "runs %s with its image's entrypoint and compose's command, from the working tree",
    (name) => {
      const service = compose.services[name];
      const stage = dockerfile[service.build.target];
      const expected = [...stage.entrypoint, ...(service.command ?? stage.cmd)].slice(1);
      const { args } = byName[name];
      expect(args).toHaveLength(expected.length);
      // The same arguments; paths are the working tree's counterparts of the image's.
      expected.forEach((arg, index) => {
        if (arg.includes('/')) expect(args[index].endsWith(arg)).toBe(true);
        else expect(args[index]).toBe(arg);
      });
      // The program is what its package builds and starts (the page server's dist/server.cjs, the API's).
      const [pkg] = path.relative(ROOT, args[0]).split(path.sep);
      const start = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')).scripts.start;
      expect(args[0]).toBe(path.join(ROOT, pkg, start.replace(/^node /, '')));
    },
  );

  it.each(plan.map((service) => [service.name]))(
    "gives %s compose's variables and the image's, only readdressed to 127.0.0.1",
    (name) => {
      const service = compose.services[name];
      const stage = dockerfile[service.build.target];
      const { env } = byName[name];
      expect(Object.keys(env).sort()).toEqual(
        [...new Set([...Object.keys(service.environment), ...Object.keys(stage.env), 'HOST', 'PORT'])].sort(),
      );
      for (const [key, value] of Object.entries(service.environment)) {
        if (key === 'PORT' || key === 'HOST') continue;
        const composed = interpolate(value, VARS);
        // Only compose's service addresses change, to the rehearsal's ports on loopback.
        expect(env[key].replace(/127\.0\.0\.1:\d+/g, 'SERVICE')).toBe(
          composed.replace(/\b(postgres|marketing|catalog|internship|dashboard|shell-\d|api-\d):\d+/g, 'SERVICE'),
        );
      }
      expect(env.PORT).toBe(String(ports[name]));
      expect(env.HOST).toBe('127.0.0.1');
    },
  );

  it('adds to the API replicas only variables compose leaves unset', () => {
    for (const replica of plan.filter((service) => 'DATABASE_URL' in service.env)) {
      for (const key of Object.keys(REHEARSAL_ONLY))
        expect(compose.services[replica.name].environment).not.toHaveProperty(key);
    }
  });

  it("fills every placeholder of the Caddyfile, each upstream with its compose service's rehearsal port", () => {
    const env = caddyEnv({ ports, publicPorts, certDir: '/tmp/certs' });
    expect(Object.keys(env).sort()).toEqual(Object.keys(caddyPlaceholders()).sort());
    const upstreams = Object.entries(caddyPlaceholders()).filter(([name]) => name.endsWith('_UPSTREAM'));
    for (const [name, fallback] of upstreams) {
      const [service] = fallback.split(':');
      expect(compose.services).toHaveProperty(service);
      expect(env[name]).toBe(`127.0.0.1:${ports[service]}`);
    }
    // Every API replica compose runs is in Caddy's pool.
    const replicas = Object.keys(compose.services).filter((name) => compose.services[name].environment?.DATABASE_URL);
    expect(upstreams.map(([, fallback]) => fallback.split(':')[0])).toEqual(expect.arrayContaining(replicas));
  });

  it("turns the API's retries off only on a Caddy that loses retried bodies", () => {
    expect(retriesKeepBodies('v2.6.2 h1:abc=')).toBe(false);
    expect(retriesKeepBodies('v2.8.4 h1:abc=')).toBe(true);
    expect(retriesKeepBodies('v2.10.0')).toBe(true);
    expect(caddyEnv({ ports, publicPorts, certDir: '/tmp/certs', retries: false }).API_TRY_DURATION).toBe('0s');
    expect(caddyEnv({ ports, publicPorts, certDir: '/tmp/certs' }).API_TRY_DURATION).toBe(
      caddyPlaceholders().API_TRY_DURATION,
    );
  });

  it("sets PostgreSQL up from the postgres service's variables, those deploy/postgres-init reads", () => {
    const script = readFileSync(path.join(ROOT, 'deploy', 'postgres-init', '10-app-role.sh'), 'utf8');
    const read = [...script.matchAll(/\$([A-Z_]+)/g)].map(([, name]) => name);
    for (const name of read) expect(compose.services.postgres.environment).toHaveProperty(name);
  });

  it('interpolates as compose does', () => {
    expect(interpolate('${A:-x}/${B-y}/$${C}', { A: '', B: '' })).toBe('x//${C}');
    expect(interpolate('${A}', { A: 'a' })).toBe('a');
    expect(() => interpolate('${A:?set A}', {})).toThrow('A: set A');
  });
});
