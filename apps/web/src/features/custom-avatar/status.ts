import type { CUSTOM_AVATAR_STATES, CustomAvatarState } from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';

type Status = (typeof CUSTOM_AVATAR_STATES)[number];

/** Spec 000 §4: how often a custom avatar is asked about while the server works on it. */
export const CUSTOM_POLL_MS = 3000;

/** The server is still working: the page asks again every few seconds. */
export const isBusy = (status: Status | undefined): boolean => status === 'consent_checking' || status === 'processing';

/** How each state looks: its colour, and whether the person can try again from it. */
export const STATUS_LOOK: Record<Status, { color: string; retry: boolean }> = {
  consent_checking: { color: 'blue', retry: false },
  processing: { color: 'violet', retry: false },
  manual_review: { color: 'yellow', retry: false },
  consent_failed: { color: 'red', retry: true },
  failed: { color: 'red', retry: true },
  ready: { color: 'teal', retry: false },
};

/** The engine's and the server's reasons (their English) and their words in the dictionary. */
const REASONS = new Map<string, string>([
  ['No face was found in the footage. Film yourself facing the camera.', 'noFaceFootage'],
  ['No face was found in the consent video.', 'noFaceConsent'],
  ['Only the person in the footage may appear in the consent video.', 'onlyYou'],
  ['The person in the consent video is not the person in the footage.', 'notSame'],
  ['We could not be sure the consent video shows the person in the footage.', 'notSure'],
  ['We could not hear the consent statement clearly.', 'notHeard'],
  ['The consent video was refused on review.', 'refused'],
  ['The footage or the consent video is gone.', 'gone'],
  ['This video has no picture.', 'noPicture'],
  ['Your face must be clearly visible and facing the camera throughout the footage.', 'faceThroughout'],
  ['We could not process this footage. Please try other footage.', 'processing'],
  ['Processing stopped unexpectedly. Please try again.', 'stopped'],
]);

/** A state's reason in the current language; an operator's own words are shown as written. */
export const reasonText = (reason: string | null): string | null => {
  if (!reason) return null;
  const key = REASONS.get(reason);
  return key ? i18n.t(`customAvatar.reasons.${key}`) : reason;
};

/** The avatar's state for a person: a short label and a sentence about what happens next. */
export const statusText = (custom: Pick<CustomAvatarState, 'status'>): { label: string; detail: string } => ({
  label: i18n.t(`customAvatar.status.${custom.status}.label`),
  detail: i18n.t(`customAvatar.status.${custom.status}.detail`),
});
