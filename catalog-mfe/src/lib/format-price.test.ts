import { formatPrice } from './format-price';

it('formats rupees the Indian way, without paise', () => {
  expect(formatPrice(799)).toBe('₹799');
  expect(formatPrice(1299)).toBe('₹1,299');
  expect(formatPrice(250000)).toBe('₹2,50,000');
});
