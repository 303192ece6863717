/**
 * The privacy notice's neighbours: the line and the news box beside every form's Send button (small: the public
 * islands import it), the withdraw link's pages and answers, and the Settings screen's Privacy section. The
 * notice's own words are the page's (src/components/privacy/).
 */

/** Beside every public form's Send button. */
export const PRIVACY_FORM_TEXTS = {
  noticeLead: 'How we use your details:',
  noticeLink: 'Privacy notice',
  newTab: '(opens in a new tab)',
  newsByEmail: 'Send me news and offers by e-mail (you can stop them at any time)',
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
