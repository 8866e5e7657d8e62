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

/**
 * Indian digit grouping of a whole number of rupees: the last three digits, then pairs
 * (1,00,000; 12,34,56,789). Written out instead of Intl.NumberFormat: building an 'en-IN'
 * formatter costs a phone's browser tens of milliseconds of locale data on the first screen that
 * shows an amount (Home), and the rule is this short.
 */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const lead = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${lead},${digits.slice(-3)}`;
}

/** ₹1,00,000 style, Indian digit grouping; paise shown (always two digits) only when present. */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100);
  if (Number.isInteger(rupees)) return `₹${sign}${groupIndian(whole)}`;
  // A fraction that rounds to whole rupees still shows its paise (.00), as before.
  const fraction = String(paise % 100).padStart(2, '0');
  return `₹${sign}${groupIndian(whole)}.${fraction}`;
}
