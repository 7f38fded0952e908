/**
 * A price as a person says it in an ad: "$79", "€24.99", "79元", "2,980円" — never "79.00 USD". Shops
 * and our own labels give prices in every shape ("79.00 USD", "USD 79", "$1,299.00", "24,99 €", "¥169"),
 * so the amount and currency are read back out and written again with Intl for the script's language.
 */

const CODES = new Set(Intl.supportedValuesOf('currency'));

/** Signs that name one currency, longest first so "US$" is not read as "$". */
const SIGNS: [string, string][] = [
  ['US$', 'USD'],
  ['AU$', 'AUD'],
  ['CA$', 'CAD'],
  ['HK$', 'HKD'],
  ['NT$', 'TWD'],
  ['CN¥', 'CNY'],
  ['JP¥', 'JPY'],
  ['RMB', 'CNY'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₩', 'KRW'],
  ['₹', 'INR'],
  ['元', 'CNY'],
  ['円', 'JPY'],
];

/** Currencies whose sign a listener knows without a name; the rest are said by name ("79 Swiss francs"). */
const SAID_BY_SIGN = new Set(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'KRW', 'INR']);
const ISO_CODE = /(?<![\p{L}])[A-Z]{3}(?![\p{L}])/u;
const PRICE = /^(?<pre>[^\d\s]*)\s*(?<num>\d(?:[\d.,' \u00a0\u202f]*\d)?)\s*(?<post>[^\d\s]*)$/u;

function currencyOf(token: string, language: string): string | null | undefined {
  if (!token) return null;
  const upper = token.toUpperCase();
  if (CODES.has(upper) && /^[A-Za-z]{3}$/.test(token)) return upper;
  // ¥ is the yuan in Chinese and the yen in Japanese; elsewhere a shop most likely means the yen.
  if (token === '¥' || token === '￥') return language === 'zh' ? 'CNY' : 'JPY';
  return SIGNS.find(([sign]) => sign === token)?.[1];
}

/** "1,299.00" → 1299, "24,99" → 24.99, "2,980" → 2980, "1.299,50" → 1299.5. */
function amountOf(raw: string): number | undefined {
  const s = raw.replace(/['\s\u00a0\u202f]/g, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  let decimal = -1;
  if (dot >= 0 && comma >= 0) decimal = Math.max(dot, comma);
  else if (dot >= 0 || comma >= 0) {
    const at = Math.max(dot, comma);
    // One separator with three digits after it groups thousands ("2,980"); otherwise it is the decimal mark.
    if (s.split(s[at]!).length === 2 && s.length - at - 1 !== 3) decimal = at;
  }
  const whole = (decimal >= 0 ? s.slice(0, decimal) : s).replace(/[.,]/g, '');
  const fraction = decimal >= 0 ? s.slice(decimal + 1) : '';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return undefined;
  return Number(`${whole}.${fraction || '0'}`);
}

function format(amount: number, currency: string, language: string): string {
  const digits = Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  const money = (currencyDisplay: 'narrowSymbol' | 'name') =>
    new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay, ...digits }).format(amount);
  if (language === 'zh') {
    // "79元" is how a Chinese ad says a price in yuan; Intl's name for it is "人民币".
    if (currency === 'CNY') return `${new Intl.NumberFormat('zh-CN', digits).format(amount)}元`;
    return money('name');
  }
  if (language === 'ja' && currency === 'JPY') return money('name');
  const signed = SAID_BY_SIGN.has(currency) ? money('narrowSymbol') : '';
  return signed && !ISO_CODE.test(signed) ? signed : money('name');
}

/**
 * The price to say, or nothing when it cannot be said: a bare number names no currency, and a label
 * with a currency code that is not a plain price ("USD 10-20") would be read out code and all.
 */
export function spokenPrice(raw: string | undefined, language: string): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const m = PRICE.exec(text);
  if (m?.groups) {
    const pre = currencyOf(m.groups.pre!, language);
    const post = currencyOf(m.groups.post!, language);
    const amount = amountOf(m.groups.num!);
    const currency = (m.groups.post && /^[A-Za-z]{3}$/.test(m.groups.post) ? post : pre) ?? post ?? pre;
    if (pre !== undefined && post !== undefined && amount !== undefined) return currency ? format(amount, currency, language) : undefined;
  }
  return ISO_CODE.test(text) || !/\p{L}|\p{Sc}/u.test(text) ? undefined : text;
}
