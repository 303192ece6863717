/**
 * The IRP's own checks on a request (schema version 1.1 and NIC's validation list), made here before the JSON
 * is offered, so staff mend an invoice before the portal refuses it: each field's length and pattern, the
 * codes it must be one of, and the sums, which the IRP takes within ±₹1 (an item's total is its assessable
 * value and taxes; the invoice's values, its items' sums). Pure: the JSON in, each rule broken out, in the
 * words staff mend it by (messages/einvoices.ts); none when the IRP would take it.
 */
import { GST_RATES } from '../../gst/rates.ts';
import { findState } from '../../gst/states.ts';
import { EINVOICE_RULES as R } from '../../messages/einvoices.ts';
import { ABROAD_CODE, type EinvoiceItem, type EinvoiceJson } from './einvoice-json.ts';

/** The IRP's tolerance on every sum, in rupees. */
export const IRP_TOLERANCE = 1;

/** A registered person's GSTIN as the schema's pattern takes it ('URP' for a buyer abroad is checked apart). */
const GSTIN = /^[0-9]{2}[0-9A-Z]{13}$/;
/** The schema's document number: up to 16 characters, not starting with 0, / or -. */
const DOCUMENT_NUMBER = /^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$/;
const DATE = /^[0-3][0-9]\/[0-1][0-9]\/20[0-9]{2}$/;
const HSN = /^(?!0+$)(\d{4}|\d{6}|\d{8})$/;
/** The rates the IRP's GstRt takes: the notified rates and the few the schema keeps besides. */
const IRP_RATES = new Set<number>([...GST_RATES, 1, 6, 7.5]);
/** GST's unit quantity codes (UQC) as the IRP lists them. */
const UNITS = new Set(
  (
    'BAG BAL BDL BKL BOU BOX BTL BUN CAN CBM CCM CMS CTN DOZ DRM GGK GMS GRS GYD KGS KLR KME LTR MLT MTR MTS NOS OTH ' +
    'PAC PCS PRS QTL ROL SET SQF SQM SQY TBS TGM THD TON TUB UGS UNT YDS'
  ).split(' '),
);
/** The schema's largest amount (99,999,999,999,999.99: a double keeps whole rupees that far, not paise). */
const MAX_AMOUNT = 99_999_999_999_999;

const within = (length: number, min: number, max: number) => length >= min && length <= max;
const isPin = (pin: number) => Number.isInteger(pin) && pin >= 100_000 && pin <= 999_999;
const stateCode = (code: string, abroad = false) =>
  (abroad && code === ABROAD_CODE) || findState(code)?.code === code.padStart(2, '0');
/** An amount as the schema takes it: 0 or more, at most two decimals. */
const isAmount = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const near = (a: number, b: number) => Math.abs(a - b) <= IRP_TOLERANCE + 1e-9;
const sum = (items: EinvoiceItem[], pick: (item: EinvoiceItem) => number) => items.reduce((total, item) => total + pick(item), 0);

/** The rules a request breaks, each once, in the order of its fields; [] when the IRP would take it. */
/** `currency`: the currency the JSON's values are in (rupees, once an export's are converted). */
export function einvoiceProblems(json: EinvoiceJson, { currency = 'INR' }: { currency?: string } = {}): string[] {
  const problems: string[] = [];
  const fail = (broken: boolean, problem: string) => broken && problems.push(problem);
  const abroad = json.TranDtls.SupTyp.startsWith('EXP');
  // The IRP's values are rupees: a JSON whose values are another currency's was not converted.
  fail(currency !== 'INR', R.currency(currency));

  const seller = json.SellerDtls;
  fail(!GSTIN.test(seller.Gstin), R.sellerGstin);
  fail(!within(seller.LglNm.length, 3, 100), R.sellerName);
  fail(!within(seller.Addr1.length, 1, 100), R.sellerAddress);
  fail(!within(seller.Loc.length, 3, 50), R.sellerPlace);
  fail(!isPin(seller.Pin), R.sellerPin);
  fail(!stateCode(seller.Stcd), R.sellerState);

  const buyer = json.BuyerDtls;
  fail(abroad ? buyer.Gstin !== 'URP' : !GSTIN.test(buyer.Gstin), R.buyerGstin);
  fail(!within(buyer.LglNm.length, 3, 100), R.buyerName);
  fail(!within(buyer.Addr1.length, 1, 100), R.buyerAddress);
  fail(!within(buyer.Loc.length, 3, 100), R.buyerPlace);
  fail(!isPin(buyer.Pin), R.buyerPin);
  fail(!stateCode(buyer.Stcd, abroad), R.buyerState);
  fail(!stateCode(buyer.Pos, true) || (abroad && buyer.Pos !== ABROAD_CODE), R.placeOfSupply);
  if (abroad) fail(!/^[A-Z]{2}$/.test(json.ExpDtls?.CntCode ?? ''), R.country);

  const ship = json.ShipDtls;
  if (ship) {
    fail(!within(ship.Addr1.length, 3, 100), R.shipAddress);
    fail(!within(ship.Loc.length, 3, 100), R.shipPlace);
    fail(!isPin(ship.Pin), R.shipPin);
  }

  fail(!DOCUMENT_NUMBER.test(json.DocDtls.No), R.documentNumber(json.DocDtls.No));
  fail(!DATE.test(json.DocDtls.Dt), R.documentDate);

  const items = json.ItemList;
  fail(!within(items.length, 1, 1000), R.items);
  const intra = !abroad && !json.TranDtls.SupTyp.startsWith('SEZ') && seller.Stcd === buyer.Pos;
  const taxFree = json.TranDtls.SupTyp.endsWith('WOP');
  items.forEach((item, index) => {
    const line = index + 1;
    fail(!within(item.PrdDesc.length, 3, 300), R.itemDescription(line));
    fail(!HSN.test(item.HsnCd), R.itemHsn(line));
    fail(!UNITS.has(item.Unit), R.itemUnit(line));
    fail(!(item.Qty >= 0 && Math.abs(Math.round(item.Qty * 1000) - item.Qty * 1000) < 1e-6), R.itemQuantity(line));
    fail(!IRP_RATES.has(item.GstRt), R.itemRate(line, item.GstRt));
    const discount = item.Discount ?? 0;
    const amounts = [item.TotAmt, discount, item.AssAmt, item.IgstAmt, item.CgstAmt, item.SgstAmt, item.TotItemVal];
    fail(!amounts.every(isAmount), R.itemAmounts(line));
    fail(!near(item.TotAmt, item.UnitPrice * item.Qty), R.itemPrice(line));
    fail(!near(item.AssAmt, item.TotAmt - discount), R.itemAssessable(line));
    fail(!near(item.TotItemVal, item.AssAmt + item.IgstAmt + item.CgstAmt + item.SgstAmt), R.itemTotal(line));
    const split = intra ? item.IgstAmt === 0 && item.CgstAmt === item.SgstAmt : item.CgstAmt === 0 && item.SgstAmt === 0;
    fail(!split, R.itemTaxSplit(line));
    fail(taxFree && item.IgstAmt + item.CgstAmt + item.SgstAmt !== 0, R.itemExportTax(line));
  });

  const values = json.ValDtls;
  const sums: [number, number, string][] = [
    [values.AssVal, sum(items, (item) => item.AssAmt), 'taxable value'],
    [values.CgstVal, sum(items, (item) => item.CgstAmt), 'CGST'],
    [values.SgstVal, sum(items, (item) => item.SgstAmt), 'SGST'],
    [values.IgstVal, sum(items, (item) => item.IgstAmt), 'IGST'],
  ];
  for (const [value, itemsSum, field] of sums) fail(!near(value, itemsSum), R.totals(field));
  const total = values.AssVal + values.CgstVal + values.SgstVal + values.IgstVal + values.CesVal + values.StCesVal;
  fail(!near(values.TotInvVal, total + values.OthChrg + values.RndOffAmt - values.Discount), R.invoiceTotal);
  fail(Math.abs(values.RndOffAmt) > 99.99, R.roundOff);
  return problems;
}
