/**
 * The upload rules' fixed texts, apart from the rules themselves (which need zod): the web's sign-in
 * and app shell read these to translate a refusal, and must not pull the schemas in with them.
 */
/** Spec messages used word for word. */
export const UPLOAD_MESSAGES = {
  voiceCloneType: 'Invalid file type. Please upload .wav, .mp3, .mp4 or .mov files.',
  voiceCloneShort: 'File length cannot be less than 5 seconds.',
  voiceCloneSize: 'File size cannot exceed 300MB.',
  unsupported: 'Unsupported file type!',
  media100: 'File size cannot exceed 100MB!',
  /** The real content is not what the name says, or cannot be read. */
  realType: 'Error unsupported file type',
  empty: 'The file is empty.',
  noAudio: 'This video has no audio track.',
  /** Spec 001 §5 advice rows: taken, with these as warnings. */
  adviseShape: 'A 16:9 or 9:16 photo is recommended.',
  adviseLength: 'A recording of 1-2 minutes is recommended.',
  /** Ours: a picture over MAX_IMAGE_PIXELS (a few KB of PNG can declare gigabytes of pixels). */
  tooManyPixels: 'The image is too large. Please upload an image of at most 50 megapixels.',
} as const;

export const BAD_FILE_NAME_MESSAGE = 'The file name cannot contain slashes or control characters. Please rename the file.';
