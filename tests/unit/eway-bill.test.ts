/**
 * The e-way bill's pure rules: vehicle numbers and transporter IDs as the portal takes them, a PIN code read
 * from an address, the validity the portal gives for a distance, the transport form's rules, and the IRP's
 * 'e-way bill by IRN' request.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';
import {
  isTransporterId,
  isVehicleNumber,
  pinOf,
  transportSchema,
  validityDays,
  validityInstant,
} from '../../src/lib/schemas/eway-bills.ts';
import { byIrnJson, portalDate } from '../../src/lib/server/eway-bills/portal-json.ts';
import { gstin } from '../helpers/gstin.ts';

describe('a vehicle number', () => {
  it.each(['DL01AB1234', 'DL1C1234', 'MH12A1234', 'KA051234', '22BH1234AB'])('%s is one', (number) => {
    expect(isVehicleNumber(number)).toBe(true);
  });
  it.each(['DELHI1234', 'DL01AB123', '1234', 'DL01ABCD1234', ''])('%s is none', (number) => {
    expect(isVehicleNumber(number)).toBe(false);
  });
});

describe('a transporter ID', () => {
  it('is a GSTIN with its check character, or a TRANSIN made the same way', () => {
    expect(isTransporterId(gstin('07AAGCR4375J1Z'))).toBe(true);
    const transin = `88AABCT1234X1Z${gstinCheckCharacter('88AABCT1234X1Z')}`;
    expect(isTransporterId(transin)).toBe(true);
    const wrong = transin.slice(0, 14) + (transin[14] === 'A' ? 'B' : 'A');
    expect(isTransporterId(wrong)).toBe(false);
    expect(isTransporterId('RATHI ROADWAYS')).toBe(false);
  });
});

describe('a PIN code in an address', () => {
  it.each([
    ['B-12, Okhla Phase I, New Delhi 110020', '110020'],
    ['Unit 4, Bhiwandi Textile Park, Bhiwandi - 421 302', '421302'],
    ['Flat 2, 1st Floor, Pune 411001, Maharashtra', '411001'],
    ['B-12, Okhla Phase I', ''],
    ['Phone 9810012345', ''],
  ])('%s → %s', (address, pin) => {
    expect(pinOf(address)).toBe(pin);
  });
});

describe('the validity the portal gives an ordinary cargo', () => {
  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [1450, 8],
    [4000, 20],
  ])('%i km: %i days (1 a 200 km or part of it)', (km, days) => {
    expect(validityDays(km)).toBe(days);
  });

  it("reads a date and time without a zone as New Delhi's", () => {
    expect(validityInstant('2026-12-01T23:59')).toBe('2026-12-01T18:29:00.000Z');
    expect(validityInstant('2026-12-01T23:59:00Z')).toBe('2026-12-01T23:59:00.000Z');
  });
});

describe('the transport form', () => {
  const road = { transporter: 'Rathi Roadways', mode: 'road', vehicle: 'dl-01-ab-1234', distanceKm: 12 };
  it('writes the vehicle as the portal does', () => {
    const parsed = v.parse(transportSchema, road);
    expect(parsed).toMatchObject({ vehicle: 'DL01AB1234', transporterId: '', document: '', documentDate: '' });
  });
  it('asks for the document by ship, not the vehicle', () => {
    const result = v.safeParse(transportSchema, { ...road, mode: 'ship', vehicle: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Transport document number is required by rail, air or ship']);
  });
});

describe("the IRP's e-way bill by IRN", () => {
  const irn = 'a'.repeat(64);
  const at = { by: 'Asha', at: '2026-11-28T10:00:00.000Z' };

  it('by road: the vehicle and its type; empty fields left out', () => {
    const transport = {
      transporter: 'Rathi Roadways',
      transporterId: '',
      mode: 'road',
      vehicle: 'DL01AB1234',
      document: '',
      documentDate: '',
      distanceKm: 1450,
      ...at,
    } as const;
    expect(byIrnJson(irn, transport)).toEqual({
      Irn: irn,
      Distance: 1450,
      TransMode: '1',
      TransName: 'Rathi Roadways',
      VehNo: 'DL01AB1234',
      VehType: 'R',
    });
  });

  it('by air: the airway bill and its date, no vehicle', () => {
    const transport = {
      transporter: 'Blue Dart',
      transporterId: gstin('07AAGCR4375J1Z'),
      mode: 'air',
      vehicle: '',
      document: 'AWB 7712',
      documentDate: '2026-11-28',
      distanceKm: 1150,
      ...at,
    } as const;
    expect(byIrnJson(irn, transport)).toEqual({
      Irn: irn,
      Distance: 1150,
      TransMode: '3',
      TransId: gstin('07AAGCR4375J1Z'),
      TransName: 'Blue Dart',
      TransDocNo: 'AWB 7712',
      TransDocDt: '28/11/2026',
    });
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(portalDate('2027-03-31')).toBe('31/03/2027');
    expect(portalDate('')).toBe('');
  });
});
