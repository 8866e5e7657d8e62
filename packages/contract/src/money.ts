/**
 * Money: the server works in integer paise; rupees appear only at the API edge and on screen.
 */

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const INR_WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const INR_PAISE = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,00,000 style, Indian digit grouping; paise shown (always two digits) only when present. */
export function formatRupees(rupees: number): string {
  return `₹${(Number.isInteger(rupees) ? INR_WHOLE : INR_PAISE).format(rupees)}`;
}
