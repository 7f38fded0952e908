import { i18n } from './instance';

/**
 * The upload rules' messages carry values (extensions, sizes, lengths); each pattern finds the values so
 * the message reads in the current language. Lengths come as '5 seconds' / '3 minutes'.
 */
const time = (text: string) => {
  const m = /^(\d+) (second|minute)s?$/.exec(text.trim());
  return m ? i18n.t(m[2] === 'second' ? 'render.units.seconds' : 'render.units.minutes', { count: Number(m[1]) }) : text;
};
const exts = (text: string) => text.replace(/ or /g, ` ${i18n.t('uploadRules.or')} `);
const fixed = new Map<string, string>([
  ['Unsupported file type!', 'unsupported'],
  ['Error unsupported file type', 'realType'],
  ['The file is empty.', 'empty'],
  ['This video has no audio track.', 'noAudio'],
  ['A 16:9 or 9:16 photo is recommended.', 'adviseShape'],
  ['A recording of 1-2 minutes is recommended.', 'adviseLength'],
  ['The profile photo must be square.', 'profileSquare'],
  ['The image must be square.', 'square'],
  ['The consent video must be under 1 minute.', 'consentLength'],
  ['The file name cannot contain slashes or control characters. Please rename the file.', 'badName'],
  ['The file is not the size that was declared. Please upload it again.', 'sizeMismatch'],
  ['The image is too large. Please upload an image of at most 50 megapixels.', 'tooManyPixels'],
]);
const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Invalid file type\. Please upload (.+) files\.$/, (m) => i18n.t('uploadRules.type', { exts: exts(m[1]!) })],
  [/^File size cannot exceed (\S+)\.$/, (m) => i18n.t('uploadRules.size', { size: m[1] })],
  [/^File size cannot exceed (\S+)!$/, (m) => i18n.t('uploadRules.sizeBang', { size: m[1] })],
  [/^File length cannot be less than (.+)\.$/, (m) => i18n.t('uploadRules.tooShort', { time: time(m[1]!) })],
  [/^File length cannot exceed (.+)\.$/, (m) => i18n.t('uploadRules.tooLong', { time: time(m[1]!) })],
  [/^Video resolution must be between (.+) and (.+)\.$/, (m) => i18n.t('uploadRules.resolutionBetween', { low: m[1], high: m[2] })],
  [/^The shorter side of the photo must be at least (\d+)px\.$/, (m) => i18n.t('uploadRules.photoSide', { px: m[1] })],
  [
    /^The (logo|video|image|music) slot takes (video|image|audio) files only\.$/,
    (m) => i18n.t('uploadRules.slotKind', { slot: i18n.t(`uploadRules.slots.${m[1]}`), kind: i18n.t(`uploadRules.kinds.${m[2]}`) }),
  ],
  [
    /^Your storage is full \((.+) of (.+) used\)\. Delete some files or upgrade your plan\.$/,
    (m) => i18n.t('uploadRules.storageFull', { used: m[1], quota: m[2] }),
  ],
];

/** The message in the current language, or null when it is not an upload rule's. */
export function localizeUploadMessage(message: string): string | null {
  const key = fixed.get(message);
  if (key) return i18n.t(`uploadRules.${key}`);
  for (const [re, render] of patterns) {
    const m = re.exec(message);
    if (m) return render(m);
  }
  return null;
}
