// Prices are rupees; visitors are in India.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 1299 → '₹1,299'. */
export function formatPrice(price: number): string {
  return rupees.format(price);
}
