import {
  PRODUCT_AUDIENCE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_HIGHLIGHT_MAX,
  PRODUCT_HIGHLIGHTS_MAX,
  PRODUCT_MEDIA_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  ProductIdRequest,
  ProductSaveRequest,
  UrlAnalysisIdRequest,
} from '@framecast/contract';
import { i18n } from '../i18n/instance';
import { localizeMessage } from '../i18n/localize';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';
const shape = ProductSaveRequest.shape;

/** The contract's English for each refusal about products (its constants and its schemas' words), and our key for it. */
const KEYS = new Map<string, [key: string, max?: number]>([
  ...Object.entries(PRODUCT_MESSAGES).map(([name, text]): [string, [string]] => [text, [`products.errors.${name}`]]),
  [firstIssue(shape.name.safeParse('x'.repeat(PRODUCT_NAME_MAX + 1))), ['products.errors.nameLong', PRODUCT_NAME_MAX]],
  [firstIssue(shape.description.safeParse('x'.repeat(PRODUCT_DESCRIPTION_MAX + 1))), ['products.errors.descriptionLong', PRODUCT_DESCRIPTION_MAX]],
  [firstIssue(shape.target_audience.safeParse('x'.repeat(PRODUCT_AUDIENCE_MAX + 1))), ['products.errors.audienceLong', PRODUCT_AUDIENCE_MAX]],
  [firstIssue(shape.highlights.safeParse(['x'.repeat(PRODUCT_HIGHLIGHT_MAX + 1)])), ['products.errors.highlightLong', PRODUCT_HIGHLIGHT_MAX]],
  [firstIssue(shape.highlights.safeParse(Array(PRODUCT_HIGHLIGHTS_MAX + 1).fill('x'))), ['products.errors.highlightsMany', PRODUCT_HIGHLIGHTS_MAX]],
  [
    firstIssue(shape.media_ids.safeParse(Array(PRODUCT_MEDIA_MAX + 1).fill('00000000-0000-4000-8000-000000000000'))),
    ['products.errors.mediaMany', PRODUCT_MEDIA_MAX],
  ],
  [firstIssue(ProductIdRequest.safeParse({ id: '' })), ['products.errors.notFound']],
  [firstIssue(UrlAnalysisIdRequest.safeParse({ id: '' })), ['products.errors.analysisGone']],
  // The service's own words (apps/server/src/modules/products/service.ts), which no schema carries.
  [PRODUCT_MESSAGES.mediaMissing, ['products.errors.mediaGone']],
  [PRODUCT_MESSAGES.busy, ['products.errors.busy']],
]);

/** A message about products in the current language; any other as localizeMessage reads it. */
export function productMessage(message: string, code?: number): string {
  const known = KEYS.get(message);
  return known ? i18n.t(known[0], { max: known[1] }) : localizeMessage(message, code);
}
