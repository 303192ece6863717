/**
 * The GST rates that are notified (CGST and IGST rate schedules, with the 40 % rate of September 2025): the one
 * list every rate a person types is checked against, in Settings, a product, a quotation and its lines and
 * charges, and the invoice. A rate between them (7 %, 18.5 %) is a typing mistake no invoice may carry.
 */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;

/** Whether a rate in percent is one of the notified rates. */
export const isGstRate = (rate: number): boolean => (GST_RATES as readonly number[]).includes(rate);

/** The rates as a person reads them: '0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40'. */
export const GST_RATES_TEXT = `${GST_RATES.slice(0, -1).join(', ')} or ${GST_RATES.at(-1)}`;

/**
 * The company's aggregate turnover in the previous financial year, as Settings keeps it: it decides how many
 * digits of HSN code a tax invoice prints (notification 78/2020: 4 up to ₹5 crore, 6 above).
 */
export const TURNOVERS = ['up-to-5-crore', 'up-to-10-crore', 'above-10-crore'] as const;
export type Turnover = (typeof TURNOVERS)[number];
export const DEFAULT_TURNOVER: Turnover = 'up-to-5-crore';

/** The fewest digits of HSN (or SAC) code each line of a tax invoice to a registered buyer carries. */
export const hsnDigitsFor = (turnover: Turnover = DEFAULT_TURNOVER): 4 | 6 => (turnover === 'up-to-5-crore' ? 4 : 6);
