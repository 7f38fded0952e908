/** Words the avatar jobs write (kept apart from the jobs, which the job definitions load lazily). */

/** How a generation's credits read in the ledger. */
export const GENERATION_NOTES = { hold: 'Photo avatar', charge: 'Photo avatar generated', release: 'Photo avatar not generated' };
export const MOTION_NOTES = { hold: 'Photo avatar motion', charge: 'Photo avatar motion made', release: 'Photo avatar motion not made' };
/** A custom avatar's reason when the worker died on its last attempt. */
export const CUSTOM_GAVE_UP = 'Processing stopped unexpectedly. Please try again.';
