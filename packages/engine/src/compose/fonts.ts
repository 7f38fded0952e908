import { execFileSync } from 'node:child_process';
import { DEFAULT_FONT_FAMILY, FONT_PACKAGES, type FontFamily, RTL_FONT_FAMILY } from '@framecast/timeline';

/**
 * A font with CJK glyphs (Debian fonts-wqy-zenhei): subtitles and text must show Chinese. It is also the
 * default family of text layers (DEFAULT_FONT_FAMILY), so a layer without a font draws as it always did.
 */
export const CJK_FONT_NAME = DEFAULT_FONT_FAMILY;
/**
 * A font with Arabic (with its presentation forms, which fribidi shapes into) and Hebrew glyphs
 * (Debian fonts-dejavu-core): drawtext takes one font file per line, and the CJK font has neither.
 */
export const RTL_FONT_NAME = RTL_FONT_FAMILY;

const found = new Map<string, string>();

/** A font family's file via fontconfig, looked up once per process; an error names the package to install. */
function fontFile(family: string, debianPackage: string): string {
  const hit = found.get(family);
  if (hit) return hit;
  let answer = '';
  try {
    answer = execFileSync('fc-match', ['-f', '%{file}\n%{family}', family], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`fc-match failed (is fontconfig installed?): ${(err as Error).message}`);
  }
  const [file, families] = answer.split('\n');
  if (!file || !families?.includes(family)) {
    throw new Error(`Font "${family}" not found (install the Debian package ${debianPackage}); fontconfig offered ${file || 'nothing'}`);
  }
  found.set(family, file);
  return file;
}

/** The CJK font's file (also the font of every Latin-only line). */
export const cjkFontFile = (): string => fontFile(CJK_FONT_NAME, 'fonts-wqy-zenhei');

/** The Arabic and Hebrew font's file, for lines in right-to-left scripts. */
export const rtlFontFile = (): string => fontFile(RTL_FONT_NAME, 'fonts-dejavu-core');

/** The file of a family a text layer may name (FONT_FAMILIES), for its Latin lines. */
export const familyFontFile = (family: FontFamily): string => fontFile(family, FONT_PACKAGES[family]);
