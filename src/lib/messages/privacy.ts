/**
 * The privacy notice's neighbours: the line and the news box beside every form's Send button (small: the public
 * islands import it), the withdraw link's pages and answers, and the Settings screen's Privacy section. The
 * notice's own words are the page's (src/components/privacy/).
 */
import { MAIL_MESSAGES } from './mail.ts';

/** Beside every public form's Send button. */
export const PRIVACY_FORM_TEXTS = {
  noticeLead: 'How we use your details:',
  noticeLink: 'Privacy notice',
  newTab: '(opens in a new tab)',
  newsByEmail: 'Send me news and offers by e-mail (we mail you a link to confirm; you can stop them at any time)',
} as const;

/** The page a withdraw link opens, and the answers of POST /api/consent/withdraw. */
export const CONSENT_TEXTS = {
  confirmTitle: 'Stop news and offers by e-mail',
  confirmLead: 'Press the button and we will send no more news or offers to the e-mail address this link was sent to.',
  confirmButton: 'Stop news and offers',
  confirmNote: 'Mails about your enquiries, quotations and orders still come.',
  doneTitle: 'Done: no more news or offers',
  withdrawn: 'You will get no more news or offers by e-mail from us.',
  alreadyWithdrawn: 'There is no consent to withdraw: you were not getting news or offers from us.',
  badTitle: 'This link does not work',
  badLink: 'This link is not complete or was changed. Please use the link from the mail as it came, or write to us.',
  noticeLink: 'Read our privacy notice',
} as const;

/** The mail that confirms a box ticked on a public form, its link's page, and the answers of POST /api/consent/confirm. */
export const NEWS_CONFIRM_TEXTS = {
  /** Every confirming mail's subject starts so (the company's name follows). */
  mailSubjectStart: 'Confirm news and offers from',
  mailSubject: (company: string) => `Confirm news and offers from ${company}`,
  mailBody: (company: string) =>
    `Someone, we hope you, ticked the box for news and offers by e-mail from ${company} on our website, with this address. We send them only once you confirm: follow the link below within 30 days and press the button.`,
  mailLink: 'Yes, send me news and offers',
  mailIgnore: 'If you did not ask, ignore this mail: we will send you no news or offers, and no further mail about it.',
  linkRemoved: MAIL_MESSAGES.linkRemoved,
  pageTitle: 'Confirm news and offers by e-mail',
  pageLead:
    'Press the button and we will send news and offers to the e-mail address this link was sent to. You can stop them at any time from the link in each of them.',
  button: 'Yes, send me news and offers',
  noScript: 'This page needs JavaScript to read its link. Without it, nothing is confirmed and you will get no news or offers.',
  doneTitle: 'Done: news and offers confirmed',
  confirmed: 'Thank you: you will get our news and offers by e-mail. Each of them has a link that stops them.',
  badTitle: 'This link does not work',
  badLink:
    'This link has run out (it works for 30 days), was used already, or is not complete. To get our news, tick the box on any of our forms again: we will mail you a new link.',
} as const;

/** Settings' Privacy section (Admins). */
export const PRIVACY_SETTINGS_TEXTS = {
  title: 'Privacy',
  intro:
    'What the privacy notice at /privacy says. The grievance officer and the months below are printed on it, so they are public.',
  grievance: 'Grievance officer',
  grievanceHint: 'Who answers complaints about personal data: within 90 days, as the notice promises.',
  grievanceName: 'Name',
  grievanceEmail: 'E-mail',
  grievancePhone: 'Phone',
  retentionMonths: 'Months to keep enquiries that never became an order',
  retentionHint: 'From 6 to 120. After this, the scheduled run removes the person’s details from them.',
  noticeVersion: 'Version of the notice',
  noticeVersionHint:
    'Changes by itself to the day of the save when the company’s name, address or e-mail, the grievance officer or the months change. Each consent records it.',
  openNotice: 'Open the privacy notice',
} as const;
