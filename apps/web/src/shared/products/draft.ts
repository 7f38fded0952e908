import { PRODUCT_MESSAGES, ProductSaveRequest, productMediaEnough, type Product, type ProductMedia } from '@framecast/contract';

/** A product as the editor holds it: text as typed, media in the order they will be saved. */
export interface Draft {
  id?: string;
  name: string;
  description: string;
  target_audience: string;
  url: string;
  highlights: string[];
  media: ProductMedia[];
}

export const draftOf = (p: Product | null): Draft =>
  p
    ? { id: p.id, name: p.name, description: p.description, target_audience: p.target_audience, url: p.url ?? '', highlights: p.highlights, media: p.media }
    : { name: '', description: '', target_audience: '', url: '', highlights: [], media: [] };

/** Spec 001 §5, as the server counts it (the contract's rule). */
export const mediaEnough = productMediaEnough;

/** What the save call is sent: blank highlights are dropped rather than refused (an empty row is not a mistake). */
export const saveBody = (d: Draft): ProductSaveRequest => ({
  ...(d.id ? { id: d.id } : {}),
  name: d.name,
  description: d.description,
  target_audience: d.target_audience,
  url: d.url.trim() ? d.url.trim() : null,
  highlights: d.highlights.map((h) => h.trim()).filter(Boolean),
  media_ids: d.media.map((m) => m.asset_id),
});

/**
 * The contract's own refusals of this draft before it is sent, by field (`highlights.2` for one row),
 * in the contract's English; the media rule under `media_ids` as the server names it.
 */
export function draftErrors(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  // Rows are checked where they stand, so an error lands beside the row the user typed.
  const body = { ...saveBody(d), highlights: d.highlights.map((h) => h.trim() || 'x') };
  const parsed = ProductSaveRequest.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.slice(0, 2).join('.');
    errors[key] ??= issue.message;
  }
  if (!mediaEnough(d.media)) errors.media_ids ??= PRODUCT_MESSAGES.media;
  return errors;
}

/** The host a product's page is on, for the list's column; '' for none or a broken link. */
export function urlHost(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Price and currency as the page gave them ("19.99 USD" → "$19.99"); the raw text when it is not a number or code. */
export function priceText(price: string | null, currency: string | null, locale: string): string {
  if (!price) return '';
  const n = Number(price);
  if (currency && /^[A-Z]{3}$/i.test(currency) && Number.isFinite(n)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(n);
    } catch {
      // An unknown code: shown as sent below.
    }
  }
  return currency ? `${price} ${currency}` : price;
}

/** The picture a card shows: the first image, else the first video's poster. */
export function coverOf(media: readonly ProductMedia[]): string | null {
  const image = media.find((m) => m.kind === 'image');
  if (image) return image.thumb_url ?? image.url;
  return media.find((m) => m.kind === 'video' && m.thumb_url)?.thumb_url ?? null;
}

/** The list with item `i` moved one place earlier (the first stays first). */
export function moveEarlier<T>(list: readonly T[], i: number): T[] {
  if (i <= 0 || i >= list.length) return [...list];
  const out = [...list];
  [out[i - 1], out[i]] = [out[i]!, out[i - 1]!];
  return out;
}
