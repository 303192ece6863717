/**
 * What bulk demo enquiries are made of (scripts/seed/bulk-enquiries.ts): the names, firms, towns, goods
 * and sentences of a label maker's customers across India. Some are in Devanagari, some carry ₹, and a
 * few firms, phones and messages start with =, +, - or @, as real ones do, so exports meet them.
 */

/** Names as visitors type them (Latin letters); e-mail addresses are made from them. */
export const FIRST_NAMES = (
  'Aarav Aditi Akash Amit Ananya Anil Anjali Arjun Bhavna Chetan Deepak Dinesh Divya Farhan Fatima Gaurav Gurpreet ' +
  'Harpreet Hemant Imran Irfan Ishita Jaspreet Jyoti Karthik Kavita Kiran Kunal Lakshmi Lavanya Mahesh Manish Meera ' +
  'Mohit Nandini Nasreen Neha Nikhil Parveen Pooja Pradeep Priya Rahul Rajesh Rekha Ritu Rohan Sakshi Sandeep Sanjay ' +
  'Shreya Simran Sneha Sunita Suresh Tanvi Tushar Usha Vandana Varun Venkatesh Vikram Yash Zoya'
).split(' ');

export const LAST_NAMES = (
  'Agarwal Ansari Arora Banerjee Bansal Bhatia Chatterjee Chauhan Chopra Das Desai Deshpande Fernandes Ghosh Gill ' +
  'Gupta Iyer Jain Joshi Kapoor Kaur Khan Khanna Kulkarni Malhotra Mathew Mehta Menon Mishra Mukherjee Naidu Nair ' +
  'Pandey Patel Patil Pillai Qureshi Rao Rathore Reddy Sandhu Sen Sethi Shah Sharma Siddiqui Singh Thakur Thomas ' +
  'Tiwari Verma Yadav'
).split(' ');

/** Whole names people type in Devanagari, with the Latin spelling their e-mail uses. */
export const DEVANAGARI_NAMES: [string, string][] = [
  ['राहुल शर्मा', 'rahul.sharma'],
  ['प्रिया गुप्ता', 'priya.gupta'],
  ['अमित वर्मा', 'amit.verma'],
  ['सुनीता अग्रवाल', 'sunita.agarwal'],
  ['विकास जैन', 'vikas.jain'],
  ['नेहा सिंह', 'neha.singh'],
  ['संजय यादव', 'sanjay.yadav'],
  ['पूजा मिश्रा', 'pooja.mishra'],
  ['राजेश तिवारी', 'rajesh.tiwari'],
  ['कविता पांडे', 'kavita.pandey'],
];

export const FIRM_WORDS = (
  'Kaveri, Ganga, Sutlej, Indigo, Saffron, Lotus, Peacock, Banyan, Himalaya, Deccan, Malabar, Marigold, ' +
  'Jasmine, Shree Balaji, Om Sai, Navrang, Rangoli, Chanderi, Pashmina, Kesari, Neelam, Silverline, ' +
  'Urban Loom, Threadcraft, Cotton Tree, Royal, Metro, Sunrise, Galaxy, Prakash'
).split(', ');

export const FIRM_KINDS = (
  'Apparels, Textiles, Garments, Fashions, Exports, Knitwear, Creations, Overseas, Clothing Co., Boutique, ' +
  'Denim, Handlooms, Retail Pvt Ltd, Industries, Impex, Enterprises, Uniforms, Kids Wear'
).split(', ');

/** Real brand names that a spreadsheet would read as a formula. */
export const FORMULA_LIKE_FIRMS = ['@Home Furnishings', '=Equal Wear', '+91 Fashion House', '-Nine- Streetwear'];

export const MAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'];

/** Towns with how often they appear; the last few are rare on purpose (a search finds only a few). */
export const CITIES: [string, number][] = [
  ['Delhi', 20],
  ['Noida', 8],
  ['Gurugram', 8],
  ['Faridabad', 5],
  ['Ludhiana', 6],
  ['Jaipur', 5],
  ['Mumbai', 10],
  ['Tiruppur', 7],
  ['Bengaluru', 7],
  ['Chennai', 5],
  ['Kolkata', 5],
  ['Surat', 6],
  ['Ahmedabad', 5],
  ['Kanpur', 3],
  ['Lucknow', 3],
  ['Panipat', 3],
  ['Indore', 3],
  ['Hyderabad', 4],
  ['Pune', 4],
  ['Coimbatore', 3],
  ['Kohima', 0.005],
  ['Aizawl', 0.01],
  ['Itanagar', 0.02],
];

export const AREAS = 'Okhla Phase II, Karol Bagh, Gandhi Nagar, Sector 63, Udyog Vihar, MIDC Andheri, Peenya, Salt Lake'.split(
  ', ',
);

export const GOODS = (
  'woven labels, damask woven labels, satin labels, care labels, size labels, printed labels, hang tags, ' +
  'kraft hang tags, barcode tags, PVC patches, embroidered badges, printed ribbons, elastic tapes, ' +
  'garment bags, poly mailers, paper bags, gift boxes, heat transfer labels, leather patches, metal badges'
).split(', ');

export const GOODS_HINDI = ['बुने हुए लेबल', 'हैंग टैग', 'केयर लेबल', 'प्रिंटेड रिबन', 'पेपर बैग', 'साइज़ लेबल'];

export const SIZES = ['50 x 15 mm', '40 x 20 mm', '60 x 25 mm', '2 x 3 inch', '35 x 35 mm', 'A6'];
export const COLOURS = 'navy with gold text, black and white, white on red, beige with brown logo, full colour'.split(', ');
export const BUSINESSES = 'garment exporter, kidswear brand, school uniform maker, boutique, online store, hosiery unit'.split(
  ', ',
);
export const MONTHS = 'January February March April May June July August September October November December'.split(' ');

export const QUANTITIES = [100, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000, 100000];

/** {goods} {goods2} {qty} {city} {size} {colour} {business} {month} {price} are filled in. */
export const MESSAGES = [
  'Need {qty} {goods}, {size}, {colour}. Please share price and lead time.',
  'We are a {business} in {city}. Looking for a regular supplier of {goods}, around {qty} pcs a month.',
  'Please quote for {qty} {goods} with our logo. Budget about ₹{price} per piece.',
  'Can you deliver {qty} {goods} to {city} by {month}? Urgent order.',
  'Sample required for {goods} before a bulk order of {qty} pcs.',
  'Price for {goods}? Need {qty} pcs, delivery in {city}.',
  'Repeat order: {qty} {goods}, same artwork as last time. Also need {goods2}.',
  'Looking for {goods} and {goods2} for our new collection launching in {month}.',
  'Our current supplier in {city} is late every time. Can you make {qty} {goods} in 10 days?',
  'नमस्ते, हमें {qty} {goodsHindi} चाहिए। कृपया रेट और डिलीवरी का समय बताएं।',
  '{city} में डिलीवरी चाहिए, {qty} पीस, बजट ₹{price} प्रति पीस।',
];

/** Messages as some visitors start them: a spreadsheet would read these as formulas. */
export const FORMULA_LIKE_MESSAGES = [
  '-- Urgent -- need {qty} {goods} by Monday.',
  '=> {qty} {goods}, same design as the last order.',
  '+ also need {goods2} with the {goods}, {qty} pcs each.',
  '@sales please call back about {goods} for {city}.',
];

export const QUESTIONS = [
  'Can you match a Pantone colour on {goods}?',
  'What is the minimum order quantity for {goods}?',
  'Do you ship to {city}? How long does delivery take?',
  'What artwork format do you need for {goods}?',
  'Is there a sample charge for {goods}? Is it adjusted in the bulk order?',
  'Do you give a GST invoice? We are a {business} in {city}.',
  'Can {goods} be made in organic cotton?',
  'क्या आप {goodsHindi} पर हमारा लोगो बना सकते हैं?',
  '{goodsHindi} का न्यूनतम ऑर्डर कितना है?',
];

/** Remarks staff write, by the status the enquiry reached. */
export const REMARKS: Record<string, string[]> = {
  'In progress': [
    'Called, sent catalogue on WhatsApp.',
    'Asked for artwork and sizes.',
    'Sample dispatched by courier.',
    'ग्राहक से बात हुई, सैंपल भेजना है।',
  ],
  Quoted: ['Quoted ₹{price}/pc for {qty} pcs.', 'Sent quotation by e-mail, follow up next week.', 'Customer wants a lower rate.'],
  Won: [
    'Order confirmed, 50% advance received.',
    'PO received for {qty} pcs, dispatch in {month}.',
    'Repeat customer, order booked.',
  ],
  Lost: ['Lost to a cheaper supplier in {city}.', 'No response after two calls.', 'Customer postponed the collection.'],
};

export const STAFF = ['admin@example.com', 'rahul.sales@example.com', 'pooja.sales@example.com'];
