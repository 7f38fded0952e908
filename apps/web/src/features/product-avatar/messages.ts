import {
  AVATAR_NAME_MAX,
  AvatarName,
  PRODUCT_CUTOUT_ERRORS,
  PRODUCT_FACE_COVERED,
  PRODUCT_LOOK_ERRORS,
  ProductAvatarCreateRequest,
  ProductCutoutIdRequest,
  ProductCutoutRequest,
  ProductPlacement,
} from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import { localizeMessage } from '../../shared/i18n/localize';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';
const shape = ProductAvatarCreateRequest.shape;

/** The contract's own English for each problem of a product avatar (read from its schemas), and our words for it. */
const KEYS = new Map<string, [key: string, max?: number]>([
  [PRODUCT_FACE_COVERED, ['productAvatar.errors.faceCovered']],
  [PRODUCT_CUTOUT_ERRORS.unreadable, ['productAvatar.errors.unreadable']],
  [PRODUCT_CUTOUT_ERRORS.no_product, ['productAvatar.errors.noProduct']],
  [PRODUCT_CUTOUT_ERRORS.failed, ['productAvatar.errors.cutoutFailed']],
  [PRODUCT_LOOK_ERRORS.productGone, ['productAvatar.errors.productGone']],
  [PRODUCT_LOOK_ERRORS.baseLookGone, ['productAvatar.errors.baseLookGone']],
  [firstIssue(ProductPlacement.shape.x.safeParse(2)), ['productAvatar.errors.offPicture']],
  [firstIssue(ProductPlacement.shape.width.safeParse(0)), ['productAvatar.errors.tooSmall']],
  [firstIssue(ProductPlacement.shape.width.safeParse(1)), ['productAvatar.errors.tooBig']],
  [firstIssue(shape.base.safeParse('')), ['productAvatar.errors.base']],
  [firstIssue(shape.cutout_id.safeParse('')), ['productAvatar.errors.cutout']],
  [firstIssue(ProductCutoutRequest.shape.asset_id.safeParse('')), ['productAvatar.errors.picture']],
  [firstIssue(ProductCutoutIdRequest.shape.id.safeParse('')), ['productAvatar.errors.cutoutGone']],
  [firstIssue(AvatarName.safeParse('')), ['avatars.errors.name']],
  [firstIssue(AvatarName.safeParse('x'.repeat(AVATAR_NAME_MAX + 1))), ['avatars.errors.nameLong', AVATAR_NAME_MAX]],
]);

/** A message of the product avatar contract in the current language; others as localizeMessage reads them. */
export function productMessage(message: string, code?: number): string {
  const known = KEYS.get(message);
  return known ? i18n.t(known[0], { max: known[1] }) : localizeMessage(message, code);
}

/** The contract's rule for a new avatar's name, in the user's language; undefined when it passes. */
export function nameProblem(name: string): string | undefined {
  const named = AvatarName.safeParse(name);
  return named.success ? undefined : productMessage(firstIssue(named));
}
