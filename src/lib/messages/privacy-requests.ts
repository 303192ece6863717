/** Every text of the buyers' privacy rights requests: the public form, the mails, the answers and the Privacy requests screen. */

export const PRIVACY_REQUEST_KIND_LABELS = {
  access: 'A copy of my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  withdraw: 'Withdraw my consent to news and offers',
  grievance: 'A grievance',
} as const;

export const PRIVACY_REQUEST_MESSAGES = {
  emailRequired: 'Your e-mail is required',
  kindRequired: 'Choose what you are asking for',
  tokenRequired: 'The link is incomplete: open it again from the mail',
  answerRequired: 'Write the answer to the buyer',
  answerTooLong: 'The answer must be at most 5000 characters',
  formatInvalid: 'The format must be json or csv',
  /** The same words whether or not we hold anything for the address. */
  asked: 'Thank you. We have mailed you a link: follow it within 24 hours to confirm your request.',
  confirmed: (due: string) => `Your request is confirmed. We will answer by ${due}.`,
  linkInvalid: 'This link is not valid any more: it works once, within 24 hours. Ask again on the privacy request page.',
  notFound: 'No such privacy request',
  alreadyAnswered: 'This request has been answered already',
  answered: 'The request is answered and the buyer is mailed the answer.',
  confirmMailSubject: (company: string) => `Confirm your privacy request to ${company}`,
  confirmMailBody: (kind: string) =>
    `We received a request from this address: ${kind}. To confirm it is yours, follow the link below within 24 hours. If you did not ask, ignore this mail and nothing happens.`,
  confirmLink: 'Confirm my request',
  answerMailSubject: (company: string, kind: string) => `${kind}: our answer — ${company}`,
  copyReady: 'The copy of your data is attached to this mail, as JSON and as CSV.',
  erasedSummary: (what: string) => `We have erased your name, e-mail, phone, addresses and messages from: ${what}.`,
  erasedNothing: 'We held no enquiries, messages or mails under this address to erase.',
  keptSummary: (orders: string, until: string) =>
    `The law requires us to keep the accounts of your orders (${orders}) and their invoices and payments until ${until} (section 36 of the CGST Act: 72 months from the due date of the annual return of their year). They hold only what an invoice must show; we erase them then.`,
  companyArtworkKept: (orders: string) =>
    `The artwork and proofs of ${orders} stay with your company's customer record, which other colleagues of yours order with: they are the company's, not yours alone.`,
  withdrawn: 'We have recorded that you withdrew your consent to news and offers: we will not mail you any.',
  retentionAction: (count: number) => `Anonymised ${count} ${count === 1 ? 'enquiry' : 'enquiries'} past the retention period`,
  retentionLabel: (months: number) => `Enquiries older than ${months} months that never became an order`,
  erasedName: 'Erased',
  // Staff's mail as a request opens: the law's clock runs from then.
  staffMailSubject: (kind: string, due: string) => `Privacy request: ${kind} — answer by ${due}`,
  staffMailBody: (email: string, kind: string, due: string) =>
    `${email} asked us for: ${kind}. The law gives us until ${due} to answer.`,
  staffMailWords: 'In their words:',
  staffMailLink: 'Open Privacy requests',
  // The Privacy requests screen.
  title: 'Privacy requests',
  intro:
    'Buyers asking for a copy of their data, a correction, erasure or to withdraw consent: answer by the due date (one month; grievances 90 days).',
  empty: 'No privacy requests yet.',
  received: 'Received',
  due: 'Due',
  overdue: 'Overdue',
  kind: 'Request',
  email: 'E-mail',
  status: 'Status',
  open: 'Open',
  answeredStatus: 'Answered',
  message: 'Their message',
  answer: 'Answer',
  answerHelp: {
    access: 'Answering mails the buyer the copy of everything held under the address (JSON and CSV).',
    correction: 'Say what you corrected: the buyer is mailed your answer.',
    erasure:
      'Answering erases the person from enquiries, messages, mails, consent and the customer record now; orders with invoices are kept as the law requires. It cannot be undone.',
    withdraw: 'Answering withdraws their consent to news and offers.',
    grievance: 'The buyer is mailed your answer.',
  },
  send: 'Answer and mail the buyer',
  downloadJson: 'Download the copy (JSON)',
  downloadCsv: 'Download the copy (CSV)',
  answeredBy: (who: string, when: string) => `Answered by ${who}, ${when}`,
  close: 'Close',
  loadFailed: 'The privacy requests could not be loaded',
  caption: 'Privacy requests, open ones first by due date',
  headings: ['Received', 'Request', 'E-mail', 'Due', 'Status'],
  openRequest: (kind: string) => `Open: ${kind}`,
  copy: 'Their data',
  viaForm: 'Asked on the public page, confirmed by its mailed link',
  viaMyOrders: 'Asked on My orders',
  keptUntil: (number: string, until: string) => `${number} kept until ${until}`,
  erasedList: 'Erased',
  // The public page.
  pageTitle: 'Ask about your data',
  pageIntro:
    'Ask for a copy of the data we hold about you, to correct or erase it, to withdraw consent to news and offers, or raise a grievance. We mail you a link to confirm it is you.',
  emailLabel: 'Your e-mail',
  kindLabel: 'What you ask for',
  messageLabel: 'Anything we should know (optional)',
  submit: 'Send',
  confirming: 'Confirming your request…',
} as const;

/** What an erasure's answer says it erased: '{count} {one or many}' of each kind, and the consent's record. */
export const ERASED_THINGS = {
  enquiries: ['enquiry', 'enquiries'],
  quotations: ['quotation and its messages', 'quotations and their messages'],
  files: ['artwork file', 'artwork files'],
  copies: ['copy or export of your data made before', 'copies and exports of your data made before'],
  mails: ['mail', 'mails'],
  links: ['unconfirmed request', 'unconfirmed requests'],
  customers: ['customer record', 'customer records'],
  consent: 'the record of your consent to news and offers',
} as const;

/** '3 enquiries', '1 mail': none when there were none. */
export const countedThings = (count: number, [one, many]: readonly [string, string]) =>
  count > 0 ? [`${count} ${count === 1 ? one : many}`] : [];
