/**
 * The UPI payment link a customer's app opens, and a QR code encodes, to pay what is due: the payee's UPI ID
 * and name, the amount in rupees and a note (the document's number), as NPCI's linking specification reads it.
 */

/** Rupees with two decimals from paise: 123450 → '1234.50'. */
function rupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * 'upi://pay?pa=name@bank&pn=Payee%20Name&am=1234.50&cu=INR&tn=PI%2F2026-27%2F0001'. Each value is
 * percent-encoded (a space as %20: '+' means a space only in a web form's data); the '@' of the UPI ID is
 * left as written, as banks' own UPI QR codes print it, since a URI's query may hold an '@' as it is.
 */
export function upiLink(input: { id: string; payee: string; amount: number; note: string }): string {
  const id = encodeURIComponent(input.id.trim()).replace(/%40/g, '@');
  const payee = encodeURIComponent(input.payee.trim());
  const note = encodeURIComponent(input.note.trim());
  return `upi://pay?pa=${id}&pn=${payee}&am=${rupees(input.amount)}&cu=INR&tn=${note}`;
}
