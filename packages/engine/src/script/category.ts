import type { Category } from './phrases/types.js';

/**
 * What kind of product it is, so a script's opening and its problem fit it: a desk lamp is not asked
 * "tired of things that give up before you do?". Keywords in English and Chinese; the name and the
 * shop's breadcrumbs count three times as much as the description, so "coffee" in a lamp's
 * description does not make it a coffee. Nothing clear → no category, and the writer stays general.
 */

/** In order of preference on a tie: a "coffee mug" is drinkware. */
const KEYWORDS: [Category, RegExp][] = [
  [
    'lighting',
    /\b(?:lamps?|lanterns?|sconces?|chandeliers?|light ?bulbs?|bulbs?|night ?lights?|desk ?lights?|floor ?lights?|reading lights?|led strips?|lighting)\b|台灯|落地灯|吊灯|夜灯|壁灯|灯泡|灯带|灯具|照明|(?<!指示|尾|车)灯/i,
  ],
  ['footwear', /\b(?:shoes?|sneakers?|trainers|boots?|sandals?|slippers?|loafers?|heels|footwear|insoles?)\b|运动鞋|跑鞋|皮鞋|拖鞋|凉鞋|靴|鞋/i],
  [
    'skincare',
    /\b(?:skin ?care|serums?|moisturi[sz](?:er|ing)|face cream|eye cream|night cream|cleansers?|sunscreen|spf ?\d*|toners?|lotions?|face masks?|retinol|hyaluronic|niacinamide)\b|护肤|精华|面霜|眼霜|乳液|洁面|洗面奶|防晒|爽肤水|化妆水|面膜|保湿/i,
  ],
  ['drinkware', /\b(?:bottles?|tumblers?|mugs?|flasks?|thermos|travel cups?|cups?(?! holders?))\b|保温杯|保温壶|水杯|水壶|杯子|马克杯|随行杯|[^车]杯(?!架)/i],
  [
    'coffee',
    /\b(?:coffee(?! tables?)|espresso|latte|cappuccino|coffee beans|roast(?:ed|ery)?|pour[- ]over|cold brew|matcha|teas?(?! towels?)|tea ?leaves)\b|咖啡(?!桌)|浓缩|拿铁|茶叶|绿茶|红茶|乌龙|抹茶|(?<!桌|茶)茶(?!几)/i,
  ],
  ['audio', /\b(?:head ?phones?|earbuds?|ear ?phones?|headsets?|speakers?|soundbars?|noise[- ]cancell?ing|anc|hi-?fi|audio)\b|耳机|音箱|音响|降噪|耳麦|声卡/i],
  [
    'kitchen',
    /\b(?:pans?|skillets?|woks?|pots?|cookware|knives|knife|blenders?|air ?fryers?|cutting boards?|kettles?|toasters?|mixers?|kitchen)\b|炒锅|平底锅|锅|菜刀|刀具|料理机|破壁机|空气炸锅|砧板|厨房|烤箱/i,
  ],
  [
    'apparel',
    /\b(?:t-?shirts?|shirts?|tees?|hoodies?|jackets?|coats?|dress(?:es)?|jeans|trousers|pants|sweaters?|jumpers?|leggings|socks|apparel|clothing)\b|T恤|卫衣|外套|夹克|连衣裙|裙|裤|衬衫|毛衣|袜/i,
  ],
];

export interface CategoryHints {
  name: string;
  description?: string;
  highlights?: readonly string[];
  breadcrumbs?: readonly string[];
}

const hitsOf = (re: RegExp, text: string) => (text ? (text.match(new RegExp(re.source, 'giu')) ?? []).length : 0);

export function categoryOf(p: CategoryHints): Category | undefined {
  const strong = [p.name, ...(p.breadcrumbs ?? [])].join(' · ');
  const weak = [p.description ?? '', ...(p.highlights ?? [])].join(' · ');
  let best: Category | undefined;
  let top = 0;
  for (const [category, re] of KEYWORDS) {
    const score = 3 * Math.min(hitsOf(re, strong), 2) + Math.min(hitsOf(re, weak), 3);
    if (score > top) [best, top] = [category, score];
  }
  // A single word in the description ("light", "cup") is not enough to call it that.
  return top >= 2 ? best : undefined;
}
