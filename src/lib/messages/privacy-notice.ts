/**
 * The words of the privacy notice (/privacy, src/components/privacy/PrivacyNotice.astro), made from the settings'
 * facts. Every sentence the page prints is here, as HTML with the facts escaped, so the notice's version can be
 * made from exactly what it says (src/lib/server/privacy/consent-notice.ts): change a word and the version
 * changes. The periods come from src/lib/privacy/keeping.ts, which the housekeeping run removes by.
 */
import {
  ACCESS_LOG_KEEP_MONTHS,
  ACCOUNTS_KEEP_MONTHS,
  DATA_COPY_KEEP_DAYS,
  SENT_MAIL_KEEP_DAYS,
  SIGN_IN_LINK_MINUTES,
} from '../privacy/keeping.ts';

/** What the notice says of this company, from the settings. */
export interface NoticeFacts {
  company: string;
  address: string;
  companyEmail: string;
  retentionMonths: number;
  grievance: { name: string; email: string; phone: string; tel: string };
}

const esc = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const mailto = (address: string) => `<a href="mailto:${esc(address)}">${esc(address)}</a>`;

/** The notice's words for these facts: headings as text, the rest as HTML. */
export function privacyNotice(facts: NoticeFacts) {
  const company = esc(facts.company);
  return {
    title: 'Privacy notice',
    version: (version: string, since: string) => `Version ${esc(version)}, in force since ${esc(since)}.`,
    lede: `What ${company} does with the details you give us when you ask for a price, send a message or order labels from us, why, for how long, and how you can see, correct or remove them.`,
    who: {
      heading: 'Who we are',
      text: `${company}, ${esc(facts.address)}, e-mail ${mailto(facts.companyEmail)}. We decide why and how your details are used: we are the Data Fiduciary under India’s Digital Personal Data Protection Act, 2023, and the controller under the EU’s General Data Protection Regulation (GDPR).`,
    },
    what: {
      heading: 'What we keep',
      items: [
        '<strong>Contact details</strong> you type into our forms: name, e-mail, phone or mobile number, company, country and address.',
        '<strong>Your messages</strong>: questions, enquiries, and what you write on a quotation’s page.',
        '<strong>Artwork files</strong> you send for your labels, and the proofs we make from them.',
        '<strong>Billing details</strong> for an order: the legal name, billing and shipping addresses, GSTIN and state, which GST law requires on an invoice.',
        '<strong>Payment references</strong>: UPI or bank transfer references, online payment ids, amounts and dates. We never see your card number or bank password.',
        '<strong>Technical records</strong>: the internet (IP) address a form is sent from, kept for a short while to limit how many forms one address can send, and our servers’ logs.',
        '<strong>Your consent to news and offers by e-mail</strong>, only if you ticked that box: when you ticked it, on which form, when you confirmed it from the mail we sent, this notice’s version, and when you withdrew it.',
      ],
    },
    why: {
      heading: 'Why we use them',
      items: [
        'To answer your enquiry and send you a quotation: you asked us to (GDPR: steps before a contract).',
        'To make, deliver and bill your order, and to tell you how it is going: our contract with you.',
        'To issue tax invoices and keep accounts, as GST law requires: a legal duty.',
        'To keep our forms and site safe from fraud and abuse: a legitimate use (GDPR: our legitimate interest).',
        'To send you news and offers by e-mail: <strong>only with your consent</strong>, given by ticking the box on a form and then confirming it with the link we mail to that address (or on My orders). Until you confirm, we send none. It is never ticked for you, no order depends on it, and you can withdraw it at any time: we then keep only when and how you gave and withdrew it, under a code made from your address, not the address itself.',
      ],
      after:
        'We do not sell your details. Those who work for us see what their work needs: our site and mail hosting, the payment provider when you pay online, and couriers for delivery. Tax authorities see invoices as the law requires. On My orders you see the orders of the customer record your e-mail is a contact of. The contacts our staff confirm on one company’s record (colleagues who order for it) all see that company’s orders, quotations and invoices there; a GSTIN or company name typed on a form never adds anyone to a record.',
    },
    howLong: {
      heading: 'How long we keep them',
      /** The line the settings' months fill in (the page marks it). */
      enquiries: `An enquiry that never became an order: <strong>${esc(facts.retentionMonths)} months</strong> after it came, then your name, e-mail, phone and messages are removed from it (what is left counts enquiries, not people).`,
      items: [
        `Orders, invoices and payments: <strong>${ACCOUNTS_KEEP_MONTHS} months from the due date of the annual GST return</strong> of the year they belong to, as section 36 of the Central Goods and Services Tax Act, 2017 requires; then the invoices are deleted, and your name, contact and billing details, payment references and receipts are removed from the order (what is left counts orders, not people).`,
        `Mail we send you (quotations, links, answers): <strong>${SENT_MAIL_KEEP_DAYS} days</strong> after it is sent, then it is removed from our outbox.`,
        `A copy of your details we mail you when you ask for one: <strong>${DATA_COPY_KEEP_DAYS} days</strong>, then our copy of it is deleted.`,
        `Our record of who in our team looked at or exported your customer record: <strong>${ACCESS_LOG_KEEP_MONTHS / 12} years</strong>, then it is deleted.`,
        `A link to sign in to My orders: <strong>${SIGN_IN_LINK_MINUTES} minutes</strong>, and it works once.`,
        'Internet addresses kept to limit how many forms are sent: a day at most.',
      ],
    },
    rights: {
      heading: 'Your rights',
      lead: 'Under India’s Digital Personal Data Protection Act, 2023 and its Rules of 2025 you may:',
      items: [
        'get a summary of the details we hold about you and of what we do with them (access);',
        'have them corrected, completed or brought up to date (correction);',
        'have them erased, but for what the law makes us keep, such as invoices (erasure);',
        'withdraw your consent at any time, as easily as you gave it;',
        'have a grievance answered by us; and',
        'nominate someone to use these rights for you should you die or be unable to.',
      ],
      eu: 'If you are in the European Union, the GDPR also gives you the rights to a copy of your details in a common format (portability), to have their use restricted, and to object, at any time, to news and offers by e-mail. You may complain to the data protection supervisory authority of the EU country where you live or work.',
    },
    use: {
      heading: 'How to use your rights',
      text: 'Open <a href="/orders/">My orders</a>, type your e-mail and follow the link we send: there you can ask for a copy of your details (we mail it to you, as a JSON and a CSV file, once we have answered), ask for a correction or erasure, and stop news and offers. Every news mail also has a link that stops them in one click. Or ask on our <a href="/privacy-request/">request form</a> (we mail you a link to confirm it is you), or write to our grievance officer below.',
      when: 'We answer a request within <strong>one month</strong>, and a grievance within <strong>90 days</strong>. When we must keep something you asked us to erase, our answer says what and until when.',
    },
    grievance: {
      heading: 'Grievance officer',
      name: `${esc(facts.grievance.name)}, ${company}`,
      email: `E-mail: ${mailto(facts.grievance.email)}`,
      phone: `Phone: <a href="tel:${esc(facts.grievance.tel)}">${esc(facts.grievance.phone)}</a>`,
    },
    board: {
      heading: 'Complaining to the Data Protection Board of India',
      text: 'If our answer to your grievance does not satisfy you, or none comes within 90 days, you may complain to the Data Protection Board of India. The Board works online as a digital office; the Ministry of Electronics and Information Technology publishes how to reach it. The Act asks that a grievance be brought to us first.',
    },
    changes: {
      heading: 'When this notice changes',
      text: 'When what it says changes, its version changes too, and your consent stays recorded with the version you read. We ask again before using your details for anything new.',
    },
  };
}

export type PrivacyNoticeWords = ReturnType<typeof privacyNotice>;
