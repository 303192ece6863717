/**
 * The Returns screen (/admin/returns), for an Admin and the Accountant: the year's GSTR-1 periods, what each
 * holds, the check before upload, the downloads and "Mark filed". Amounts come in already written in rupees.
 * The API's own answers about returns are in ./returns.ts.
 */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const RETURNS_SCREEN_TEXTS = {
  title: 'Returns',
  lead: 'GSTR-1 for each period of the financial year: check it, download the files for the GST portal and your books, then mark it filed.',
  year: 'Financial year',
  loadFailed: 'Could not load the returns',
  tryAgain: 'Try again',
  noPeriods: 'No periods in this year yet.',
  periodsCaption: (year: string) => `GSTR-1 periods of ${year}, newest first`,
  headings: ['Period', 'Invoices', 'Notes', 'Taxable value', 'Tax', 'Due', 'Problems', 'Filed'] as const,
  invoices: (count: number, cancelled: number) => (cancelled > 0 ? `${count} (${cancelled} cancelled)` : String(count)),
  notes: (credit: number, debit: number) => `${counted(credit, 'credit note')}, ${counted(debit, 'debit note')}`,
  problems: (count: number) => (count === 0 ? 'None' : counted(count, 'problem')),
  /** The periods list: the first IRN due among a period's documents (the IRP's 30 days at ₹10 crore or more). */
  irnDueBy: (date: string) => `IRN due by ${date}`,
  irnOverdue: (date: string) => `IRN was due by ${date}`,
  notFiled: 'Not filed',
  filedOn: (date: string) => `Filed on ${date}`,
  arnIs: (arn: string) => `ARN ${arn}`,
  open: (label: string) => `Open ${label}`,
  overdue: 'Overdue',
  /** One period, below the list. */
  periodTitle: (label: string) => `GSTR-1 for ${label}`,
  holds: (invoices: number, taxable: string, tax: string) =>
    `${counted(invoices, 'tax invoice')}, ${taxable} taxable value, ${tax} tax.`,
  dueOn: (date: string) => `Due on ${date}.`,
  check: 'Check before upload',
  checking: 'Checking the period…',
  checkFailed: 'Could not check the period',
  clean: 'Nothing found that the portal would refuse or warn about.',
  found: (count: number) => `${counted(count, 'thing')} to mend before you upload:`,
  problemsCaption: 'What the portal would refuse or warn about',
  problemHeadings: ['Document', 'Problem', 'Kind'] as const,
  severity: { error: 'Refused by the portal', warning: 'Warning' } as const,
  mendAt: (number: string) => `Mend ${number} on its order`,
  checkAgain: 'Check again',
  downloads: 'Downloads',
  downloadsLead: 'For the GST portal’s offline tool, Tally Prime and your records.',
  gstr1Json: 'GSTR-1 JSON',
  gstr1Csv: 'GSTR-1 CSVs (ZIP)',
  tally: 'Tally XML',
  pack: 'The whole month (ZIP)',
  /** The month's pack, prepared on the server in parts (PackPanel). */
  packHeading: (label: string) => `The pack of ${label}`,
  packQueued: 'Preparing the pack…',
  packProgress: (done: string, of: string) => `Preparing the pack… ${done} of ${of} PDFs`,
  packReady: (parts: number) =>
    parts === 1 ? 'The pack is ready.' : `The pack is ready in ${parts} parts, each a ZIP of its own: download each.`,
  packDownload: (n: number, of: number, size: string) =>
    of === 1 ? `Download the pack (${size})` : `Download part ${n} of ${of} (${size})`,
  packDownloaded: (name: string) => `Saved ${name}`,
  packFailed: 'The pack could not be prepared',
  packClose: 'Close',
  downloadFailed: 'The file could not be downloaded',
  markFiled: 'Mark filed',
  stillRunning: (end: string) => `It can be marked filed once the period ends, on ${end}: GSTR-1 is filed after it.`,
  filedTitle: (label: string) => `Mark ${label} filed`,
  filedLead:
    'Enter the ARN the GST portal gave when you filed. Its invoices are then corrected by credit or debit notes, never cancelled.',
  arn: 'ARN',
  arnHint: '15 characters, like AA0711260012345',
  filedDate: 'Date filed',
  filedAlready: (date: string, arn: string) => `Filed on ${date}, ARN ${arn}.`,
  /** An export's shipping bill, which the Accountant records from the check's list. */
  recordShippingBill: 'Record shipping bill',
  recordShippingBillOf: (number: string) => `Record the shipping bill of ${number}`,
  shippingBillTitle: (number: string) => `Shipping bill of ${number}`,
  portCode: 'Port code',
  portCodeHint: 'The 6 characters customs use, like INNSA1',
  shippingBillNumber: 'Shipping bill number',
  shippingBillDate: 'Shipping bill date',
  exchangeRate: 'Exchange rate',
  exchangeRateHint: 'Rupees to one unit of the invoice’s currency, as on the shipping bill',
  salesTeamMends: 'Mended on its order by an Admin or Staff',
} as const;
