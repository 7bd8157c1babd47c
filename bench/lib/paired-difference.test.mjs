import { meanRelativeDifference, tQuantile975 } from './paired-difference.mjs';

test('the t quantile is the table value for few degrees of freedom and tends to the normal one', () => {
  expect(tQuantile975(1)).toBeCloseTo(12.706, 3);
  expect(tQuantile975(10)).toBeCloseTo(2.228, 3);
  expect(tQuantile975(30)).toBeCloseTo(2.042, 2);
  expect(tQuantile975(71)).toBeCloseTo(1.994, 2);
});

test('pages level with their twins give a mean near zero whose interval holds zero', () => {
  const pairs = [-2, 2, -1, 1, 0, 3, -3].map((ms) => ({ page: 1000 + ms, twin: 1000 }));
  const result = meanRelativeDifference(pairs);
  expect(result.pairs).toBe(7);
  expect(result.mean).toBeCloseTo(0, 6);
  expect(result.low).toBeLessThan(0);
  expect(result.high).toBeGreaterThan(0);
  expect(result.high).toBeLessThan(0.01);
});

test('pages consistently 5% slower have an interval above the one-per-cent margin', () => {
  const pairs = [49, 50, 51, 50, 52, 48].map((ms) => ({ page: 1000 + ms, twin: 1000 }));
  const result = meanRelativeDifference(pairs);
  expect(result.mean).toBeCloseTo(0.05, 6);
  expect(result.low).toBeGreaterThan(0.01);
});

test('one pair gives no interval', () => {
  expect(meanRelativeDifference([{ page: 1, twin: 1 }])).toBeNull();
});
