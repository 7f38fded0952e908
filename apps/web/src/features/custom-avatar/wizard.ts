import { CONSENT_STATEMENT, type Asset, type CustomAvatarCreateRequest } from '@framecast/contract';

/** The four things the person confirms about their footage (the request's `checks`), in the order shown. */
export const FOOTAGE_CHECKS = ['face_visible', 'facing_camera', 'pauses', 'quiet_well_lit'] as const;
export type FootageCheck = (typeof FOOTAGE_CHECKS)[number];

export const STEPS = ['upload', 'consent', 'submit'] as const;

export interface WizardState {
  step: number;
  footage: Asset | null;
  checks: Record<FootageCheck, boolean>;
  consent: Asset | null;
  /** How the consent was made: recorded here or uploaded as a file (the Consent step opens on the last choice). */
  consentMode: 'record' | 'upload';
  name: string;
}

const NO_CHECKS: Record<FootageCheck, boolean> = { face_visible: false, facing_camera: false, pauses: false, quiet_well_lit: false };

export const initialWizard = (): WizardState => ({ step: 0, footage: null, checks: { ...NO_CHECKS }, consent: null, consentMode: 'record', name: '' });

export type WizardAction =
  | { type: 'footage'; asset: Asset | null }
  | { type: 'check'; check: FootageCheck; value: boolean }
  | { type: 'consent'; asset: Asset | null }
  | { type: 'consentMode'; mode: WizardState['consentMode'] }
  | { type: 'name'; name: string }
  | { type: 'go'; step: number }
  /** A refused consent: the footage and its checks stay, a new consent video is needed. */
  | { type: 'retryConsent' }
  | { type: 'reset' };

export const allChecked = (checks: WizardState['checks']): boolean => FOOTAGE_CHECKS.every((c) => checks[c]);

/** Whether a step's requirements are met, so the next one may open. */
export function stepDone(state: WizardState, step: number): boolean {
  if (step === 0) return state.footage !== null && allChecked(state.checks);
  if (step === 1) return state.consent !== null;
  return false;
}

/** The furthest step that may be opened: every step before it is done. */
export function furthestStep(state: WizardState): number {
  let step = 0;
  while (step < STEPS.length - 1 && stepDone(state, step)) step++;
  return step;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'footage': {
      // Other footage may be of someone else: a consent recorded for the old one no longer proves anything.
      const changed = state.footage?.id !== action.asset?.id;
      return { ...state, footage: action.asset, consent: changed ? null : state.consent, step: Math.min(state.step, 0) };
    }
    case 'check':
      return clampStep({ ...state, checks: { ...state.checks, [action.check]: action.value } });
    case 'consent':
      return clampStep({ ...state, consent: action.asset });
    case 'consentMode':
      return { ...state, consentMode: action.mode };
    case 'name':
      return { ...state, name: action.name };
    case 'go':
      return { ...state, step: Math.max(0, Math.min(action.step, furthestStep(state))) };
    case 'retryConsent':
      return clampStep({ ...state, consent: null, step: 1 });
    case 'reset':
      return initialWizard();
  }
}

/** A step whose requirements were just taken away cannot stay open. */
const clampStep = (state: WizardState): WizardState => ({ ...state, step: Math.min(state.step, furthestStep(state)) });

/** The request Submit sends; null while something is missing (the page then shows what). */
export function createRequest(state: WizardState): CustomAvatarCreateRequest | null {
  if (!state.footage || !state.consent || !allChecked(state.checks)) return null;
  return {
    name: state.name.trim(),
    footage_id: state.footage.id,
    consent_id: state.consent.id,
    checks: { face_visible: true, facing_camera: true, pauses: true, quiet_well_lit: true },
  };
}

/** The statement to read aloud, with the name said in it (a placeholder until one is typed). */
export const consentStatement = (name: string, placeholder: string): string => CONSENT_STATEMENT.replace('{name}', name.trim() || placeholder);

/** The footage was kept without a sound track: flagged by its rule, not refused. */
export const isSilent = (asset: Asset | null): boolean => asset?.meta.has_audio === false;
