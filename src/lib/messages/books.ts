/**
 * The books the accountant takes away: the words of the Tally file's vouchers, the month's pack (its files'
 * names, the payments CSV, the one-page summary).
 */
export const BOOKS_MESSAGES = {
  /** A voucher's narration. */
  saleNarration: (quotationNumber: string) => `Order ${quotationNumber}`,
  noteNarration: (kind: 'credit' | 'debit', original: { number: string; date: string }) =>
    `${kind === 'credit' ? 'Credit' : 'Debit'} note against ${original.number} of ${original.date}`,
  cancelledNarration: (reason: string) => (reason ? `Cancelled: ${reason}` : 'Cancelled'),
  receiptNarration: (payment: { method: string; reference: string; order: string }) =>
    `${payment.method}${payment.reference ? ` ${payment.reference}` : ''}, order ${payment.order}`,
  refundNarration: (payment: { method: string; reference: string; order: string; reason: string }) =>
    `Refund by ${payment.method}${payment.reference ? ` ${payment.reference}` : ''}, order ${payment.order}${payment.reason ? `: ${payment.reason}` : ''}`,
  /** Amounts of an order in another currency, written in it: the books convert at the rate of the day. */
  currencyNote: (currency: string) => `amounts in ${currency}`,
  paymentsColumns: ['Date', 'Kind', 'Order', 'Party', 'GSTIN', 'Method', 'Reference', 'Currency', 'Amount', 'Reason'],
  /** The last file of a pack that could not hold every PDF, and what it says. */
  morePdfsFile: 'MORE-PDFS.txt',
  morePdfs: (count: number, address: string) =>
    `This pack holds as many PDFs as fit in one download. ${count} more ${count === 1 ? 'is' : 'are'} in the next part: ${address}\r\n`,
  payment: 'Payment',
  refund: 'Refund',
  summary: {
    title: (label: string) => `GST summary, ${label}`,
    company: (name: string, gstin: string) => `${name}, GSTIN ${gstin}`,
    made: (day: string) => `Made on ${day}`,
    byRate: 'Taxable value and tax by rate',
    byState: 'Taxable value and tax by place of supply',
    rateColumns: ['Rate', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Tax'],
    stateColumns: ['Place of supply', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Tax'],
    rate: (percent: number) => `${percent}%`,
    rateUnderLut: (percent: number) => `${percent}%, under LUT (no tax)`,
    total: 'Total',
    documents: 'Documents',
    issued: (count: number) => `Tax invoices issued: ${count}`,
    cancelled: (count: number) => `Cancelled: ${count}`,
    creditNotes: (count: number) => `Credit notes: ${count}`,
    debitNotes: (count: number) => `Debit notes: ${count}`,
    notesNetted: 'Credit notes are taken off and debit notes added in the sums above.',
    otherCurrency: (count: number, currencies: string) =>
      `${count} export invoice${count === 1 ? '' : 's'} in ${currencies}, not in the rupee sums above`,
    owed: 'Still owed',
    outstanding: (amount: string) => `Outstanding on orders: ${amount}`,
    overdue: (amount: string) => `Of it overdue: ${amount}`,
    credit: (amount: string) => `Buyers' credit (paid beyond their orders): ${amount}`,
    owedOn: (day: string) => `As on ${day}, across every order.`,
  },
} as const;
