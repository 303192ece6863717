/**
 * Where a quotation's pieces are found: its buyer's page's address, the index entry of its secret, and
 * its PDFs as sent (with the private files, the artwork store, never at a public address).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Quotation } from '../../schemas/quotations.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';

/** The index entry naming a buyer's page's quotation: the secret's hash alone. */
export const secretKey = (secret: string) => `quotation-secrets/${createHash('sha256').update(secret).digest('hex')}`;

/** The buyer's page of a quotation, on the site (URL): what their mails link to. */
export const customerUrl = (quotation: Pick<Quotation, 'secret'>) => `${mailEnvironment().siteUrl}/q/${quotation.secret}`;

/**
 * A PDF as sent: unique to the send that made it (the revision, the record's version it was made from,
 * and random bits), so a send that loses a race to another never writes over the winner's PDF.
 */
export const sentPdfKey = (id: string, revision: number, version: number) =>
  `quotation-pdf/${id}/${revision}/${version}-${randomBytes(8).toString('hex')}`;

/** Where a revision's PDF was kept before each send had its own. */
export const legacyPdfKey = (id: string, revision: number) => `quotation-pdf/${id}/${revision}`;

export const pdfName = (quotation: Pick<Quotation, 'number'>, revision: number) => `${quotation.number}-r${revision}.pdf`;
