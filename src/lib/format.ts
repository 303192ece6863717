/** Rupees with the rupee sign and Indian digit grouping (1,00,000.50). */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
