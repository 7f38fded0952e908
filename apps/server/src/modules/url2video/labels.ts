import type { ScriptLanguage } from '@framecast/contract';

/** The words a template shows besides the product's own, in the script's language. */
export const LABELS: Record<ScriptLanguage, { cta: string; offer: string }> = {
  en: { cta: 'Shop now', offer: 'Limited offer' },
  zh: { cta: '立即购买', offer: '限时优惠' },
  es: { cta: 'Compra ahora', offer: 'Oferta limitada' },
  fr: { cta: 'Achetez maintenant', offer: 'Offre limitée' },
  de: { cta: 'Jetzt kaufen', offer: 'Begrenztes Angebot' },
  ja: { cta: '今すぐ購入', offer: '期間限定' },
  pt: { cta: 'Compre agora', offer: 'Oferta limitada' },
  it: { cta: 'Acquista ora', offer: 'Offerta limitata' },
  ko: { cta: '지금 구매하기', offer: '한정 특가' },
};
