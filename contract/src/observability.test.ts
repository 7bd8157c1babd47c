import { metricsTokenOf, requestIdOf } from './observability.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps a well-formed id', () => {
    expect(requestIdOf('3f6c1e2a-proxy.1:2')).toBe('3f6c1e2a-proxy.1:2');
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one too long', 'a'.repeat(129)],
    ['one with spaces', 'a b'],
    ['one with a line break', 'a\nb'],
    ['one with markup', '<script>'],
    ['one sent twice', ['a', 'b']],
  ])('replaces %s with a new UUID', (_name, sent) => {
    expect(requestIdOf(sent)).toMatch(UUID);
  });

  it('makes a different id each time', () => {
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe('metricsTokenOf', () => {
  it('is the token when set, none when unset or empty, and refuses a short one', () => {
    expect(metricsTokenOf({ METRICS_TOKEN: 'm'.repeat(32) })).toBe('m'.repeat(32));
    expect(metricsTokenOf({})).toBeUndefined();
    expect(metricsTokenOf({ METRICS_TOKEN: '' })).toBeUndefined();
    expect(() => metricsTokenOf({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters');
  });
});
