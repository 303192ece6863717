/**
 * A quotation as a PDF: the company's settings as its letterhead, the customer, the lines, the
 * charges, the totals in figures and in words, validity, lead time, terms, notes and the artwork proofs
 * (an image as a thumbnail, a PDF named). pdfkit lays it out; the text is set in Noto fonts
 * (src/lib/server/pdf/fonts.ts), each run of text in the font that holds its letters, shaped by fontkit; the
 * PDF kit (src/lib/server/pdf/kit.ts) holds the page, text and table pieces the invoices' PDFs share.
 */
import { formatDay } from '../../format/dates.ts';
import { lineFigures, quotationSums, quotationTerms, totalInWords } from '../../quotation-copy.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { taxFreeOf } from '../invoices/invoice.ts';
import { boundedJpeg } from '../uploads/image-decode.ts';
import { A4_MARGIN, MUTED, a4Document, tableRows, write } from '../pdf/kit.ts';

/** A proof as the PDF shows it: an image (any bytes sharp decodes) as a thumbnail, any other file by its name. */
export interface PdfProof {
  name: string;
  version: number;
  image?: Uint8Array;
}

/**
 * The quotation's PDF bytes. `issuedAt` is the date it carries (its send, or now for a draft's preview).
 * A draft says so in its title, so a preview is never taken for the quotation sent.
 */
export async function quotationPdf(
  quotation: Quotation,
  company: SiteSettings,
  options: { proofs?: PdfProof[]; issuedAt?: string } = {},
): Promise<Uint8Array> {
  // pdfkit never sees the bytes as uploaded: its own PNG decoder throws from a zlib callback on a broken
  // file, which no try can catch. Each picture is decoded and made a bounded JPEG first, or only named.
  const pictures = new Map<PdfProof, Buffer>();
  for (const proof of options.proofs ?? []) {
    const picture = proof.image ? await boundedJpeg(proof.image, 600, 390) : null;
    if (picture) pictures.set(proof, picture);
  }
  const { doc, left, width, right, rule, room, bytes } = a4Document({
    Title: `Quotation ${quotation.number} (revision ${quotation.revision})`,
    Author: company.name,
    Subject: `Quotation for ${quotation.customer.name}`,
  });

  // The letterhead: the company's name, address and how to reach it.
  const address = [company.address.street, company.address.city, company.address.postalCode, company.address.country]
    .filter(Boolean)
    .join(', ');
  let y = write(doc, company.name, left, A4_MARGIN, { bold: true, size: 16, color: '#111827' });
  y = write(doc, address, left, y + 2, { color: MUTED, width: width * 0.62 });
  y = write(doc, [company.phones.join(', '), company.emails.join(', ')].filter(Boolean).join(' · '), left, y, {
    color: MUTED,
    width: width * 0.62,
  });
  const title = quotation.status === 'Draft' && !options.issuedAt ? 'Quotation (draft)' : 'Quotation';
  let metaY = write(doc, title, left, A4_MARGIN, { bold: true, size: 16, width, align: 'right', color: '#111827' });
  for (const line of [
    `${quotation.number} · Revision ${quotation.revision}`,
    `Date: ${formatDay(options.issuedAt ?? new Date().toISOString())}`,
    `Valid until: ${formatDay(quotation.validUntil)}`,
  ])
    metaY = write(doc, line, left, metaY, { width, align: 'right', color: MUTED });
  y = Math.max(y, metaY) + 10;
  rule(y);

  // The customer.
  y = write(doc, 'For', left, y + 10, { bold: true, color: MUTED, size: 8 });
  y = write(doc, quotation.customer.name, left, y + 1, { bold: true, size: 11 });
  for (const line of [quotation.customer.company, quotation.customer.email, quotation.customer.phone].filter(Boolean))
    y = write(doc, line, left, y, { color: MUTED });

  // The lines: #, description, quantity, unit price, amount; a row that does not fit starts a new page.
  const columns = [
    { title: '#', width: 22, align: 'left' as const },
    { title: 'Description', width: width - 22 - 62 - 88 - 96, align: 'left' as const },
    { title: 'Quantity', width: 62, align: 'right' as const },
    { title: 'Unit price', width: 88, align: 'right' as const },
    { title: 'Amount', width: 96, align: 'right' as const },
  ];
  const { row, head } = tableRows(doc, columns, left, width, { headInset: 4 });
  y = head(y + 14);
  quotation.lines.forEach((line, index) => {
    doc.font('latin').fontSize(9);
    // The line's HSN code and its own GST rate go under its description, for the invoice that follows.
    const tax = [line.hsn && `HSN ${line.hsn}`, line.taxPercent !== undefined && `GST ${line.taxPercent}%`].filter(Boolean);
    const description = tax.length ? `${line.description}\n${tax.join(' · ')}` : line.description;
    const estimate = doc.heightOfString(description, { width: columns[1].width - 4 }) * 1.4 + 8;
    const top = room(y, estimate);
    if (top !== y) y = head(top);
    const end = row([String(index + 1), description, ...lineFigures(line, quotation.currency)], y + 5);
    y = end + 5;
    rule(y);
  });

  // The totals, right-aligned under the amounts.
  // Made again once the supply is known to be under the LUT, it bills as the buyer's page and invoices do.
  const priced = { ...quotation, taxFree: taxFreeOf(quotation, company.tax) };
  const sums = quotationSums(priced);
  y = room(y, sums.length * 14 + 40) + 8;
  const labelWidth = 200;
  for (const { label, amount: value, total: bold } of sums) {
    write(doc, label, right - labelWidth - 110, y, { width: labelWidth, align: 'right', bold, size: bold ? 10 : 9 });
    y = write(doc, value, right - 106, y, { width: 106, align: 'right', bold, size: bold ? 10 : 9 }) + 2;
  }
  y = write(doc, `Amount in words: ${totalInWords(priced)}`, left, y + 6, { width, bold: true });

  // The terms.
  for (const [label, text] of quotationTerms(quotation)) {
    y = room(y + 10, 40);
    y = write(doc, label, left, y, { bold: true, size: 8, color: MUTED });
    y = write(doc, text, left, y + 1, { width });
  }

  // The artwork proofs: each image as a thumbnail, any other file named (it is attached beside this PDF).
  const proofs = options.proofs ?? [];
  if (proofs.length) {
    y = room(y + 14, 40);
    y = write(doc, 'Artwork proofs', left, y, { bold: true, size: 11 }) + 4;
    for (const proof of proofs) {
      const label = `${proof.name} (version ${proof.version})`;
      const picture = pictures.get(proof);
      if (picture) {
        y = room(y, 150);
        doc.image(picture, left, y, { fit: [200, 130] });
        write(doc, label, left + 210, y, { width: width - 210 });
        y += 138;
        continue;
      }
      y = room(y, 20);
      const note = proof.image ? 'the picture could not be shown' : 'attached as a file';
      y = write(doc, `${label}: ${note}`, left, y, { width }) + 4;
    }
  }

  // Every page's foot: the quotation and the page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const footY = doc.page.height - A4_MARGIN + 14;
    // Writing below the bottom margin would start a page of its own: the margin is lifted for the foot.
    doc.page.margins.bottom = 0;
    write(doc, `${company.name} · ${quotation.number} · Page ${index + 1} of ${range.count}`, left, footY, {
      width,
      align: 'center',
      size: 7,
      color: MUTED,
    });
  }
  return bytes();
}
