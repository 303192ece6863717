/** The manufacturer's own facts (docs/product.md 1, 2.2, 2.9, 9): one place for header, footer, contact page and JSON-LD. */
export const COMPANY = {
  name: 'Labels & Tags Co.',
  legalName: 'Labels & Tags Co.',
  tagline: 'Woven labels, hang tags, badges and packaging since 2008',
  founded: 2008,
  address: {
    street: 'Plot 42, Okhla Industrial Area, Phase II',
    city: 'New Delhi',
    postalCode: '110020',
    country: 'India',
    countryCode: 'IN',
  },
  emails: ['info@labelsandtags.in', 'sales@labelsandtags.in'],
  /** Display form and tel: form of each number; the first is the call-now number. */
  phones: [
    { display: '+91 98100 12345', tel: '+919810012345' },
    { display: '+91 11 4055 6789', tel: '+911140556789' },
  ],
  whatsapp: '919810012345',
  hours: '24x7 support',
  /** docs/product.md 1 and 9: the claims the home and about pages make. */
  claims: { years: 14, clients: 1000, countries: 50, rating: 4.9, reviews: 800 },
} as const;

export const fullAddress = (): string =>
  `${COMPANY.address.street}, ${COMPANY.address.city} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`;
