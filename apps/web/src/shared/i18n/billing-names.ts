import { GOODS_SEED, GoodsType } from '@framecast/contract';
import { i18n } from './instance';
import { planLabel } from './plan-names';

/**
 * Names that arrive with the data (issue 24 item 33): payment platforms, and goods as orders, invoices and
 * the credit ledger carry them (the name they were sold under, in the goods' currency's language). Said
 * in the interface language; a name the operator gave their own goods is shown as it is.
 */

const PLATFORMS = new Set(['stripe', 'paypal', 'antom', 'airwallex', 'sandbox']);
/** What invoices store as their payment method (the server's words), by platform. */
const CARD_METHODS: Record<string, string> = { 'Card (Stripe)': 'stripe', 'Card (sandbox)': 'sandbox' };

/** A payment platform ('sandbox') or an invoice's payment method ('Card (sandbox)'). */
export function platformLabel(value: string): string {
  if (PLATFORMS.has(value)) return i18n.t(`billing.names.platforms.${value}`);
  const card = CARD_METHODS[value];
  return card ? i18n.t(`billing.names.cards.${card}`) : value;
}

const seedBySn = new Map(GOODS_SEED.map((g) => [g.goods_sn, g]));
const seedByName = new Map(GOODS_SEED.map((g) => [g.goods_name, g]));

/** A goods name as sold ('Creator', '创作者版', '10 credits'), or by its goods_sn when known. */
export function goodsLabel(name: string, goodsSn?: string): string {
  const seats = /^(.*) × (\d+)$/.exec(name);
  if (seats) return `${goodsLabel(seats[1] as string, goodsSn)} × ${seats[2]}`;
  const g = goodsSn ? seedBySn.get(goodsSn) : seedByName.get(name);
  // Goods of the operator's own, or renamed by them, keep the name they gave.
  if (!g || g.goods_name !== name) return name;
  if (g.goods_type === GoodsType.credits) return i18n.t('billing.names.credits', { count: g.credit });
  if (g.goods_type === GoodsType.lipSync) return i18n.t('billing.names.lipSync', { count: Math.round(g.lip_sync_duration / 60) });
  return planLabel(g.plan);
}

/** An invoice line as the server wrote it: the goods name, with a trial or renewal mark. */
export function invoiceDescription(description: string): string {
  const marked = /^(.*) \((7-day trial|renewal)\)$/.exec(description);
  if (!marked) return goodsLabel(description);
  const name = goodsLabel(marked[1] as string);
  return i18n.t(marked[2] === 'renewal' ? 'billing.names.renewal' : 'billing.names.trial', { name });
}
