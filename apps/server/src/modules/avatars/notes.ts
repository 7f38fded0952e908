/** Words the avatar jobs write (kept apart from the jobs, which the job definitions load lazily). */

/**
 * How a generation's credits read in the ledger: by what they paid for (the credit history names each
 * entry by its hold's note, so a product avatar must not read as a photo avatar, nor either as a video).
 */
export const GENERATION_NOTES = { hold: 'Photo avatar', charge: 'Photo avatar generated', release: 'Photo avatar not generated' };
export const PRODUCT_NOTES = { hold: 'Product avatar', charge: 'Product avatar made', release: 'Product avatar not made' };
export const MOTION_NOTES = { hold: 'Photo avatar motion', charge: 'Photo avatar motion made', release: 'Photo avatar motion not made' };
/** The ledger notes of a generation whose looks come from `source`. */
export const notesFor = (source: 'text' | 'photo' | 'product' | 'motion' | string) =>
  source === 'motion' ? MOTION_NOTES : source === 'product' ? PRODUCT_NOTES : GENERATION_NOTES;
/** A custom avatar's reason when the worker died on its last attempt. */
export const CUSTOM_GAVE_UP = 'Processing stopped unexpectedly. Please try again.';
