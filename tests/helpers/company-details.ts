/**
 * One company's tax, bank and UPI details as Settings holds them, each valid, for the tests that save, check
 * or print them. The signatory has no image: what an Admin saves before uploading a signature.
 */
export const COMPANY = {
  tax: {
    legalName: 'Labels & Tags Private Limited',
    gstin: '07AAACL1234C1Z7',
    pan: 'AAACL1234C',
    lut: { reference: 'AD0704260012345', financialYear: '2026-27' },
    advancePercent: 40,
    signatory: { name: 'Asha Verma' },
  },
  bank: {
    holder: 'Labels & Tags Pvt Ltd',
    account: '50200012345678',
    ifsc: 'HDFC0001234',
    bank: 'HDFC Bank',
    branch: 'Okhla',
  },
  upi: { id: 'labelsandtags@okhdfcbank', payee: 'Labels & Tags' },
};
