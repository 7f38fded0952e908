import type { Template } from '@framecast/contract';
import type { TFunction } from '../i18n/translator';

/**
 * What a template is called: the user's name for one of My Templates; a library template, by its design
 * in the interface's language ("Spotlight · Bold"), as the library's names are not in its data.
 */
export function templateName(template: Pick<Template, 'kind' | 'name' | 'layout' | 'style'>, t: TFunction): string {
  if (template.kind === 'mine' && template.name) return template.name;
  const parts = [template.layout && t(`templates.layouts.${template.layout}`), template.style && t(`templates.styles.${template.style}`)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : template.name;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour's relative luminance (WCAG), or null when it is not #rgb / #rrggbb. */
function luminance(color: string): number | null {
  const m = HEX.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white, whichever reads better on `background` (white on an unreadable colour). */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  // Contrast with white: 1.05 / (l + 0.05); with black: (l + 0.05) / 0.05.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** The swatch's colours: a background and two accents, from the template's main colours (grey when it has none). */
export function swatchOf(colors: readonly string[]): { background: string; accent: string; second: string } {
  const valid = colors.filter((c) => luminance(c) !== null);
  const background = valid[0] ?? '#e9ecef';
  const accent = valid[1] ?? (textOn(background) === '#000000' ? '#495057' : '#ced4da');
  return { background, accent, second: valid[2] ?? accent };
}
