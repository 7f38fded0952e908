import {
  LOOK_REF_PREFIX,
  type Asset,
  type ProductAvatarCreateRequest,
  type ProductCutout,
  type ProductPlacement,
  type UserAvatar,
  type UserAvatarLook,
} from '@framecast/contract';
import { clampPlacement, LIBRARY_PICTURE, presetPlacement, type Size } from './placement';

export const STEPS = ['product', 'avatar', 'place'] as const;

/** The avatar chosen to present the product: what the request names, and the picture step 3 shows. */
export interface Base {
  /** A library look's `<avatar>/<look>`, or `look:<id>` of one of the space's looks. */
  ref: string;
  /** The picture the placement is a share of: a library look's preview, a look's own picture. */
  image: string;
  label: string;
}

export interface WizardState {
  step: number;
  /** The product picture as uploaded. */
  asset: Asset | null;
  removeBackground: boolean;
  /** The cut-out being made (or made) of the picture. */
  cutoutId: string | null;
  base: Base | null;
  /** The picture's sides once it has loaded in step 3 (a library drawing's until then). */
  pictureSize: Size | null;
  /** Where the user put the product; null until they do (the "In hand" preset for this product then). */
  placement: ProductPlacement | null;
  name: string;
}

export const initialWizard = (): WizardState => ({
  step: 0,
  asset: null,
  removeBackground: true,
  cutoutId: null,
  base: null,
  pictureSize: null,
  placement: null,
  name: '',
});

export type WizardAction =
  | { type: 'asset'; asset: Asset | null }
  | { type: 'removeBackground'; on: boolean }
  | { type: 'cutout'; id: string | null }
  | { type: 'base'; base: Base }
  | { type: 'pictureSize'; size: Size }
  | { type: 'placement'; placement: ProductPlacement }
  | { type: 'name'; name: string }
  | { type: 'go'; step: number; cutout: ProductCutout | null | undefined };

/** Whether a step's requirements are met, so the next one may open (step 1 needs its cut-out ready). */
export function stepDone(state: WizardState, cutout: ProductCutout | null | undefined, step: number): boolean {
  if (step === 0) return state.asset !== null && cutout?.id === state.cutoutId && cutout.status === 'ready';
  if (step === 1) return state.base !== null;
  return false;
}

/** The furthest step that may be opened: every step before it is done. */
export function furthestStep(state: WizardState, cutout: ProductCutout | null | undefined): number {
  let step = 0;
  while (step < STEPS.length - 1 && stepDone(state, cutout, step)) step++;
  return step;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'asset':
      // Another picture needs its own cut-out; what was chosen and placed stays.
      return { ...state, asset: action.asset, cutoutId: state.asset?.id === action.asset?.id ? state.cutoutId : null, step: 0 };
    case 'removeBackground':
      return { ...state, removeBackground: action.on };
    case 'cutout':
      return { ...state, cutoutId: action.id, step: 0 };
    case 'base':
      return { ...state, base: action.base, pictureSize: state.base?.ref === action.base.ref ? state.pictureSize : null };
    case 'pictureSize':
      return { ...state, pictureSize: action.size };
    case 'placement':
      return { ...state, placement: clampPlacement(action.placement) };
    case 'name':
      return { ...state, name: action.name };
    case 'go':
      return { ...state, step: Math.max(0, Math.min(action.step, furthestStep(state, action.cutout))) };
  }
}

/** A library look as a base: its whole drawing is the picture; `lookName` is the look's name in the user's language. */
export const libraryBase = (look: { id: string; name: string; look_name: string; preview_url: string }, lookName = look.look_name): Base => ({
  ref: look.id,
  image: look.preview_url,
  label: lookName && lookName !== look.name ? `${look.name} · ${lookName}` : look.name,
});

/** A look of the space's own that can present a product: ready, with a picture, drawn or from a photo (not footage, not another product look). */
export const canPresent = (look: UserAvatarLook): boolean =>
  look.status === 'ready' && Boolean(look.image_url) && (look.source === 'text' || look.source === 'photo' || look.source === 'motion');

export const ownBase = (look: UserAvatarLook, avatar: Pick<UserAvatar, 'name'>): Base => ({
  ref: `${LOOK_REF_PREFIX}${look.id}`,
  image: look.image_url ?? '',
  label: look.name && look.name !== avatar.name ? `${avatar.name} · ${look.name}` : avatar.name,
});

/** The sides of a cut-out (a square until they are known). */
export const cutoutSize = (cutout: Pick<ProductCutout, 'width' | 'height'> | null | undefined): Size => ({
  width: cutout?.width || 1,
  height: cutout?.height || 1,
});

/** Where the product is: where the user put it, or the "In hand" preset fitted to this product and picture. */
export const placementOf = (state: WizardState, cutout: Pick<ProductCutout, 'width' | 'height'> | null | undefined): ProductPlacement =>
  state.placement ?? presetPlacement('hand', state.pictureSize ?? LIBRARY_PICTURE, cutoutSize(cutout));

/** The create call of a finished wizard: a new avatar (named) or one more look of `avatarId`; null while something is missing. */
export function createRequest(state: WizardState, cutout: ProductCutout | null | undefined, avatarId: string | null): ProductAvatarCreateRequest | null {
  if (!state.cutoutId || !state.base || cutout?.id !== state.cutoutId) return null;
  const common = { cutout_id: state.cutoutId, base: state.base.ref, placement: clampPlacement(placementOf(state, cutout)) };
  return avatarId ? { avatar_id: avatarId, ...common } : { name: state.name.trim(), ...common };
}
