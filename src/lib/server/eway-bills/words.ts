/** How the e-way bill's transport reads, for the tax invoice's PDF and the admin (no rule, no store: both may use it). */
import { EWAY_BILL_MESSAGES as T } from '../../messages/eway-bills.ts';
import type { OrderTransport } from '../../schemas/eway-bills.ts';

/** The words of the transport as the invoice and the panel say them: the transporter and the vehicle or document. */
export function transportWords(transport: OrderTransport): string {
  return transport.mode === 'road'
    ? T.byVehicle(transport.transporter, transport.vehicle)
    : T.byDocument(transport.transporter, T.modes[transport.mode], transport.document);
}
