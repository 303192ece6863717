/**
 * What staff send about an invoice's e-invoice: the IRP's signed response as the portal gave it (uploaded when
 * the site has no IRP set up), or nothing (`{}`) to have the site ask the IRP it is set up with; and their
 * word that an IRN was cancelled on the portal. Whether the response is this invoice's is checked on the
 * server against the invoice (src/lib/server/einvoices/irp-response.ts).
 */
import * as v from 'valibot';
import { EINVOICE_MESSAGES as M } from '../messages/einvoices.ts';

/** A compact JWS as the IRP signs: three base64url parts. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

const jwt = (field: string) => v.optional(v.pipe(v.string(M.irnBadJwt(field)), v.trim(), v.regex(JWT, M.irnBadJwt(field))));

/** The IRP's response (its `Data`, or the portal's downloaded JSON): other fields it carries are left out. */
export const irnBodySchema = v.pipe(
  v.object(
    {
      Irn: v.optional(v.pipe(v.string(M.irnBadIrn), v.trim(), v.regex(/^[0-9a-fA-F]{64}$/, M.irnBadIrn), v.toLowerCase())),
      AckNo: v.optional(
        v.pipe(
          v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], M.irnBadAckNo),
          v.transform((value) => value.trim()),
          v.regex(/^\d{1,20}$/, M.irnBadAckNo),
        ),
      ),
      AckDt: v.optional(
        v.pipe(v.string(M.irnBadAckDt), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, M.irnBadAckDt)),
      ),
      SignedInvoice: jwt('SignedInvoice'),
      SignedQRCode: jwt('SignedQRCode'),
    },
    'The request body must be a JSON object',
  ),
  v.check((body) => {
    const given = [body.Irn, body.AckNo, body.AckDt, body.SignedInvoice, body.SignedQRCode].filter(Boolean).length;
    return given === 0 || given === 5;
  }, M.irnUploadIncomplete),
);

export type IrnBody = v.InferOutput<typeof irnBodySchema>;

/** Staff's word that the invoice's IRN is cancelled on the e-invoice portal (within its 24 hours). */
export const irnCancelledSchema = v.object({ confirmed: v.literal(true, M.confirmRequired) }, M.confirmRequired);
