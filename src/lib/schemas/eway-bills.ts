/**
 * E-way bills (src/lib/api/eway-bills.ts): the transport of an order's consignment as staff give it (the
 * admin's form uses the same schema) and the e-way bill the portal gave for it. Client-safe. A vehicle number
 * and a transporter ID are upper-cased and a vehicle's spaces and hyphens dropped before they are checked, so
 * what is stored is what the portal takes.
 */
import * as v from 'valibot';
import { gstinCheckCharacter, isValidGstin } from '../gst/identifiers.ts';
import { EWAY_BILL_MESSAGES as T } from '../messages/eway-bills.ts';
import { form, optionalText, requiredText } from './parts.ts';

/** How the goods travel, as the portal's `transMode` numbers them (1 road … 4 ship). */
export const TRANSPORT_MODES = ['road', 'rail', 'air', 'ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The longest distance the portal takes for one e-way bill, in km. */
export const MAX_DISTANCE_KM = 4000;

/**
 * A registered vehicle as the portal takes it: state, district, series, number (DL01AB1234, DL1C1234), or the
 * Bharat series (22BH1234AB).
 */
export const isVehicleNumber = (value: string): boolean =>
  /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/.test(value) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(value);

/**
 * A transporter's ID: their GSTIN, or the TRANSIN the portal enrols an unregistered transporter under (15
 * characters: a state code and 13 letters or digits, the last a check character made as a GSTIN's).
 */
export const isTransporterId = (value: string): boolean =>
  isValidGstin(value) || (/^\d{2}[0-9A-Z]{13}$/.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14]);

const capitals = v.transform((value: string) => value.trim().toUpperCase());
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * PUT /api/quotations/{id}/transport: who carries the goods, how, and how far (PIN to PIN), and for an order in
 * another currency its exchange rate (required of such an order by transportSchemaFor, which the server applies
 * too: this schema does not know the order).
 */
export const transportSchema = v.pipe(
  form({
    transporter: requiredText(T.transporterRequired, 100, 'Transporter'),
    transporterId: v.optional(
      v.pipe(
        v.string(T.transporterIdFormat),
        capitals,
        v.check((value) => value === '' || isTransporterId(value), T.transporterIdFormat),
      ),
      '',
    ),
    mode: v.picklist(TRANSPORT_MODES, T.modeRequired),
    vehicle: v.optional(
      v.pipe(
        v.string(T.vehicleFormat),
        v.transform((value: string) => value.replace(/[\s-]/g, '').toUpperCase()),
        v.check((value) => value === '' || isVehicleNumber(value), T.vehicleFormat),
      ),
      '',
    ),
    /** The railway receipt, airway bill or bill of lading's number (the lorry receipt's too by road). */
    document: optionalText(15, 'Transport document number'),
    documentDate: v.optional(
      v.pipe(
        v.string(T.documentDateFormat),
        v.check((value) => value === '' || isDay(value), T.documentDateFormat),
      ),
      '',
    ),
    distanceKm: v.pipe(
      v.number(T.distanceNumber),
      v.integer(T.distanceNumber),
      v.minValue(1, T.distanceRange),
      v.maxValue(MAX_DISTANCE_KM, T.distanceRange),
    ),
    /**
     * An order in another currency: rupees to one unit of it, CBIC's customs rate for the day as the shipping
     * bill will state it, so the e-way bill and the e-invoice have rupee values before the shipping bill exists.
     */
    exchangeRate: v.optional(
      v.pipe(
        v.number(T.exchangeRateFormat),
        v.check((value) => Number.isFinite(value) && value > 0 && value < 100_000, T.exchangeRateFormat),
        v.check((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, T.exchangeRateFormat),
      ),
    ),
  }),
  // By road the portal needs the vehicle; by rail, air or ship the transport document.
  v.forward(
    v.partialCheck([['mode'], ['vehicle']], (input) => input.mode !== 'road' || input.vehicle !== '', T.vehicleRequired),
    ['vehicle'],
  ),
  v.forward(
    v.partialCheck(
      [['mode'], ['document']],
      (input) => input.mode === 'road' || input.document.trim() !== '',
      T.documentRequired,
    ),
    ['document'],
  ),
);

export type TransportBody = v.InferOutput<typeof transportSchema>;

/** The transport of an order in `currency`: the exchange rate required when it is not rupees. */
export const transportSchemaFor = (currency: string) =>
  v.pipe(
    transportSchema,
    v.forward(
      v.partialCheck(
        [['exchangeRate']],
        (input) => currency === 'INR' || input.exchangeRate !== undefined,
        T.exchangeRateRequired(currency),
      ),
      ['exchangeRate'],
    ),
  );

/** A date and time as given, with its zone: New Delhi's when it names none. */
const zoned = (value: string): string =>
  /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value.length === 16 ? `${value}:00` : value}+05:30`;

/** A validity as given, as an instant (what is stored). */
export const validityInstant = (value: string): string => new Date(zoned(value)).toISOString();

/**
 * PUT /api/quotations/{id}/eway-bill: the number the portal gave (12 digits) and the end of its validity, a date
 * and time; without a zone it is New Delhi's, as the portal writes it.
 */
export const ewayBillNumberSchema = form({
  number: v.pipe(
    v.string(T.numberFormat),
    v.transform((value: string) => value.replace(/\s/g, '')),
    v.check((value) => /^\d{12}$/.test(value), T.numberFormat),
  ),
  validUntil: v.pipe(
    v.string(T.validUntilFormat),
    v.trim(),
    v.check(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(zoned(value))),
      T.validUntilFormat,
    ),
  ),
});

export type EwayBillNumberBody = v.InferOutput<typeof ewayBillNumberSchema>;

/** The transport kept on the order, with who gave it and when. */
export type OrderTransport = TransportBody & { by: string; at: string };

/** The e-way bill kept on the order: its number, validity (an instant), the tax invoice it was made for, and who kept it. */
export interface OrderEwayBill {
  number: string;
  validUntil: string;
  invoiceId: string;
  invoiceNumber: string;
  by: string;
  at: string;
}

/** The km the portal counts as one day of an ordinary cargo's validity (rule 138(10)). */
export const KM_PER_DAY = 200;

/** The days of validity the portal gives for a distance: one per 200 km or part of it, for ordinary cargo. */
export const validityDays = (distanceKm: number): number => Math.max(1, Math.ceil(distanceKm / KM_PER_DAY));

/** The 6-digit PIN code an Indian address ends with (its last one), or '' when it has none. */
export function pinOf(address: string): string {
  const found = address.match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  return found ? found[found.length - 1].replace(/\s/, '') : '';
}
