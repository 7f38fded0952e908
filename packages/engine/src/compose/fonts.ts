import { execFileSync } from 'node:child_process';

/** A font with CJK glyphs (Debian fonts-wqy-zenhei): subtitles and text must show Chinese. */
export const CJK_FONT_NAME = 'WenQuanYi Zen Hei';

let fontFile: string | undefined;

/** The CJK font's file via fontconfig, looked up once per process. */
export function cjkFontFile(): string {
  if (fontFile) return fontFile;
  let found = '';
  try {
    found = execFileSync('fc-match', ['-f', '%{file}\n%{family}', CJK_FONT_NAME], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`fc-match failed (is fontconfig installed?): ${(err as Error).message}`);
  }
  const [file, family] = found.split('\n');
  if (!file || !family?.includes(CJK_FONT_NAME)) {
    throw new Error(`Font "${CJK_FONT_NAME}" not found (install the Debian package fonts-wqy-zenhei); fontconfig offered ${file || 'nothing'}`);
  }
  fontFile = file;
  return file;
}
