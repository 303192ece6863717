/**
 * The countries a buyer bills from, chosen from a list rather than typed: India first, then the rest by name
 * (ISO 3166's, in English as the invoices print them). What a person or an older record wrote ('IN', 'Bharat',
 * 'USA', 'U.K.') is read as the country it means, so 'Bharat' can never make an Indian buyer an export.
 * Client-safe: the buyer's page and the admin's billing form list them.
 */
import { byCodeAndName, nameKey } from './named-codes.ts';

export interface Country {
  /** ISO 3166 alpha-2: 'IN'. */
  code: string;
  name: string;
}

/** Every other country: `code:name`, by name. */
const OTHERS = [
  'AF:Afghanistan|AX:Åland Islands|AL:Albania|DZ:Algeria|AS:American Samoa|AD:Andorra|AO:Angola|AI:Anguilla',
  'AQ:Antarctica|AG:Antigua and Barbuda|AR:Argentina|AM:Armenia|AW:Aruba|AU:Australia|AT:Austria|AZ:Azerbaijan',
  'BS:Bahamas|BH:Bahrain|BD:Bangladesh|BB:Barbados|BY:Belarus|BE:Belgium|BZ:Belize|BJ:Benin|BM:Bermuda|BT:Bhutan',
  'BO:Bolivia|BA:Bosnia and Herzegovina|BW:Botswana|BV:Bouvet Island|BR:Brazil|IO:British Indian Ocean Territory',
  'VG:British Virgin Islands|BN:Brunei|BG:Bulgaria|BF:Burkina Faso|BI:Burundi|KH:Cambodia|CM:Cameroon|CA:Canada',
  'CV:Cape Verde|BQ:Caribbean Netherlands|KY:Cayman Islands|CF:Central African Republic|TD:Chad|CL:Chile',
  'CN:China|CX:Christmas Island|CC:Cocos (Keeling) Islands|CO:Colombia|KM:Comoros|CG:Congo - Brazzaville',
  'CD:Congo - Kinshasa|CK:Cook Islands|CR:Costa Rica|CI:Côte d’Ivoire|HR:Croatia|CU:Cuba|CW:Curaçao|CY:Cyprus',
  'CZ:Czechia|DK:Denmark|DJ:Djibouti|DM:Dominica|DO:Dominican Republic|EC:Ecuador|EG:Egypt|SV:El Salvador',
  'GQ:Equatorial Guinea|ER:Eritrea|EE:Estonia|SZ:Eswatini|ET:Ethiopia|FK:Falkland Islands|FO:Faroe Islands',
  'FJ:Fiji|FI:Finland|FR:France|GF:French Guiana|PF:French Polynesia|TF:French Southern Territories|GA:Gabon',
  'GM:Gambia|GE:Georgia|DE:Germany|GH:Ghana|GI:Gibraltar|GR:Greece|GL:Greenland|GD:Grenada|GP:Guadeloupe|GU:Guam',
  'GT:Guatemala|GG:Guernsey|GN:Guinea|GW:Guinea-Bissau|GY:Guyana|HT:Haiti|HM:Heard and McDonald Islands',
  'HN:Honduras|HK:Hong Kong|HU:Hungary|IS:Iceland|ID:Indonesia|IR:Iran|IQ:Iraq|IE:Ireland|IM:Isle of Man',
  'IL:Israel|IT:Italy|JM:Jamaica|JP:Japan|JE:Jersey|JO:Jordan|KZ:Kazakhstan|KE:Kenya|KI:Kiribati|XK:Kosovo',
  'KW:Kuwait|KG:Kyrgyzstan|LA:Laos|LV:Latvia|LB:Lebanon|LS:Lesotho|LR:Liberia|LY:Libya|LI:Liechtenstein',
  'LT:Lithuania|LU:Luxembourg|MO:Macao|MG:Madagascar|MW:Malawi|MY:Malaysia|MV:Maldives|ML:Mali|MT:Malta',
  'MH:Marshall Islands|MQ:Martinique|MR:Mauritania|MU:Mauritius|YT:Mayotte|MX:Mexico|FM:Micronesia|MD:Moldova',
  'MC:Monaco|MN:Mongolia|ME:Montenegro|MS:Montserrat|MA:Morocco|MZ:Mozambique|MM:Myanmar|NA:Namibia|NR:Nauru',
  'NP:Nepal|NL:Netherlands|NC:New Caledonia|NZ:New Zealand|NI:Nicaragua|NE:Niger|NG:Nigeria|NU:Niue',
  'NF:Norfolk Island|KP:North Korea|MK:North Macedonia|MP:Northern Mariana Islands|NO:Norway|OM:Oman|PK:Pakistan',
  'PW:Palau|PS:Palestinian Territories|PA:Panama|PG:Papua New Guinea|PY:Paraguay|PE:Peru|PH:Philippines',
  'PN:Pitcairn Islands|PT:Portugal|PR:Puerto Rico|QA:Qatar|RE:Réunion|RO:Romania|RU:Russia|RW:Rwanda|WS:Samoa',
  'SM:San Marino|ST:São Tomé and Príncipe|SA:Saudi Arabia|SN:Senegal|RS:Serbia|SC:Seychelles|SL:Sierra Leone',
  'SG:Singapore|SX:Sint Maarten|SK:Slovakia|SI:Slovenia|SB:Solomon Islands|SO:Somalia|ZA:South Africa',
  'GS:South Georgia and South Sandwich Islands|KR:South Korea|SS:South Sudan|ES:Spain|LK:Sri Lanka',
  'BL:St. Barthélemy|SH:St. Helena|KN:St. Kitts and Nevis|LC:St. Lucia|MF:St. Martin|PM:St. Pierre and Miquelon',
  'VC:St. Vincent and Grenadines|SD:Sudan|SR:Suriname|SJ:Svalbard and Jan Mayen|SE:Sweden|CH:Switzerland',
  'SY:Syria|TW:Taiwan|TJ:Tajikistan|TZ:Tanzania|TH:Thailand|TL:Timor-Leste|TG:Togo|TK:Tokelau|TO:Tonga',
  'TT:Trinidad and Tobago|TN:Tunisia|TR:Türkiye|TM:Turkmenistan|TC:Turks and Caicos Islands|TV:Tuvalu',
  'UM:U.S. Outlying Islands|VI:U.S. Virgin Islands|UG:Uganda|UA:Ukraine|AE:United Arab Emirates',
  'GB:United Kingdom|US:United States|UY:Uruguay|UZ:Uzbekistan|VU:Vanuatu|VA:Vatican City|VE:Venezuela',
  'VN:Vietnam|WF:Wallis and Futuna|EH:Western Sahara|YE:Yemen|ZM:Zambia|ZW:Zimbabwe',
]
  .join('|')
  .split('|')
  .filter(Boolean)
  .map((pair) => {
    const [code, name] = pair.split(':');
    return { code, name };
  });

export const INDIA: Country = Object.freeze({ code: 'IN', name: 'India' });

/** India first: most buyers are. */
export const COUNTRIES: readonly Country[] = Object.freeze([INDIA, ...OTHERS.map((country) => Object.freeze(country))]);

/** Names people write for a country other than the list's. */
const OTHER_NAMES: Record<string, string> = {
  bharat: 'IN',
  bhaarat: 'IN',
  hindustan: 'IN',
  republicofindia: 'IN',
  ind: 'IN',
  usa: 'US',
  unitedstatesofamerica: 'US',
  america: 'US',
  uk: 'GB',
  greatbritain: 'GB',
  britain: 'GB',
  england: 'GB',
  uae: 'AE',
  turkey: 'TR',
  holland: 'NL',
  burma: 'MM',
  southkorea: 'KR',
  korea: 'KR',
  russianfederation: 'RU',
  czechrepublic: 'CZ',
  ivorycoast: 'CI',
  swaziland: 'SZ',
};

const { byCode: BY_CODE, byName: BY_NAME } = byCodeAndName(COUNTRIES, OTHER_NAMES, (code) => code.toLowerCase());

/** The country a name, an alias or an ISO code means, whatever its case and spacing; null when none. */
export function findCountry(input: string): Country | null {
  // India's name in Hindi, as an address may write it.
  if (input.trim() === 'भारत') return INDIA;
  const text = nameKey(input);
  return BY_NAME.get(text) ?? BY_CODE.get(text) ?? null;
}
