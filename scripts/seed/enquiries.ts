/** A few visitor enquiries so the back office has something to show on first start. */
import type { ContactEnquiry, Enquiry, HelpEnquiry, ProductQuote, QuickQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';

type New<T> = Omit<T, '_id' | 'dateAdded'>;

/** As the inboxes keep them: New, and a remark also in the remark history. */
const asKept = <T extends New<Enquiry>>(record: T): T => ({
  ...record,
  status: 'New',
  ...(record.remark && { remarks: [{ text: record.remark, at: new Date().toISOString() }] }),
});

export function demoEnquiries(activeProducts: Product[]) {
  const quickQuotes: New<QuickQuote>[] = [
    {
      name: 'Rohit Malhotra',
      mobile: '9811022334',
      type: 'Quites',
      message: 'Need 2000 damask woven labels, 50 x 15 mm, navy with gold text.',
      remark: '',
    },
    {
      name: 'Sara Thomas',
      mobile: '9945012345',
      type: 'Quites',
      message: 'Price for 500 kraft hang tags with jute string?',
      remark: 'Sent price list on WhatsApp.',
    },
    { name: 'Imran Qureshi', mobile: '9003344556', type: 'Quites', message: 'Satin care labels, 5000 pcs, urgent.', remark: '' },
  ];
  const help: New<HelpEnquiry>[] = [
    {
      name: 'Meera Iyer',
      mobile: '9876501234',
      type: 'Help',
      question: 'Can you match a Pantone colour on woven labels?',
      remark: '',
    },
    {
      name: 'Arjun Sethi',
      mobile: '9123456780',
      type: 'Help',
      question: 'What artwork format do you need for printed ribbons?',
      remark: 'Asked for AI or PDF files.',
    },
  ];
  const contacts: New<ContactEnquiry>[] = [
    {
      name: 'Priya Nair',
      email: 'priya@kaveriapparel.in',
      phone: '9812345678',
      company: 'Kaveri Apparel',
      subject: 'bulk-order',
      message: 'We need 20,000 woven neck labels every quarter. Please share your bulk pricing.',
      remark: '',
    },
    {
      name: 'Daniel Brooks',
      email: 'daniel@northloom.co.uk',
      phone: '7700900123',
      company: 'North Loom',
      subject: 'partnership',
      message: 'Looking for a long-term supplier of hang tags and printed ribbons for our UK stores.',
      remark: '',
    },
  ];
  const quotes: New<ProductQuote>[] = activeProducts.slice(0, 3).map((product, index) => ({
    name: ['Neha Kapoor', 'Vikram Rao', 'Ananya Das'][index],
    email: ['neha@studio-k.in', 'vikram@raoexports.com', 'ananya@dasboutique.in'][index],
    phone: ['9810011223', '9840022334', '9830033445'][index],
    address: ['Lajpat Nagar, New Delhi', '', 'Salt Lake, Kolkata'][index],
    quantity: [1000, 5000, 300][index],
    productId: product._id,
    productName: product.name,
    image: product.images[0] ?? '',
    status: '',
    remark: '',
  }));
  return {
    quickQuotes: quickQuotes.map(asKept),
    help: help.map(asKept),
    contacts: contacts.map(asKept),
    quotes: quotes.map(asKept),
  };
}
