import { ASPECT_RATIOS, type AspectRatio, TimelineDoc, TIMELINE_VERSION, type TimelineDocInput } from '@framecast/timeline';
import { LIBRARY_TEMPLATE_ID, TEMPLATE_LAYOUTS, TEMPLATE_STYLES, type TemplateLayout, type TemplateStyle } from '@framecast/contract';
import { LAYOUTS } from './layouts.js';
import { SAMPLE } from './parts.js';
import { STYLES } from './styles.js';

/** One template of the library: a design (layout × style × ratio) as a timeline document showing the sample product. */
export interface LibraryTemplate {
  id: string;
  layout: TemplateLayout;
  style: TemplateStyle;
  aspectRatio: AspectRatio;
  doc: TimelineDoc;
  colors: string[];
}

const RATIO_SLUG: Record<AspectRatio, string> = { '9:16': '9x16', '16:9': '16x9', '1:1': '1x1', '3:4': '3x4', '4:3': '4x3' };
const SLUG_RATIO = Object.fromEntries(Object.entries(RATIO_SLUG).map(([r, s]) => [s, r])) as Record<string, AspectRatio>;

export const libraryTemplateId = (layout: TemplateLayout, style: TemplateStyle, ratio: AspectRatio) => `lib-${layout}-${style}-${RATIO_SLUG[ratio]}`;

function build(layout: TemplateLayout, style: TemplateStyle, ratio: AspectRatio): LibraryTemplate {
  const s = STYLES[style];
  const scenes = LAYOUTS[layout](ratio, s);
  const doc: TimelineDocInput = {
    version: TIMELINE_VERSION,
    aspectRatio: ratio,
    background: { type: 'color', color: s.bg },
    subtitles: { enabled: true, position: 'bottom', ...s.subtitles },
    music: { src: `builtin:music/${s.music}`, volume: 0.25, duck: true },
    scenes: scenes.map((scene, i) => ({
      id: `s${i + 1}`,
      // The first scene comes in from black; the others in the style's way.
      transition: { type: i === 0 ? 'fade' : s.transition, duration: 0.5 },
      layers: scene.layers,
      script: [{ id: `seg${i + 1}`, text: SAMPLE.script[i] ?? SAMPLE.script[0], voice: SAMPLE.voice }],
    })),
  };
  return {
    id: libraryTemplateId(layout, style, ratio),
    layout,
    style,
    aspectRatio: ratio,
    doc: TimelineDoc.parse(doc),
    colors: [s.bg, s.panel, s.accent, s.text],
  };
}

let all: LibraryTemplate[] | null = null;
/**
 * Every library template (8 layouts × 9 styles × 5 ratios = 360), built once, ratio by ratio in
 * ASPECT_RATIOS order (so the three first ratios' 216 keep their places), in a stable order in which
 * neighbours differ in both layout and style: the k-th design of a ratio is layout k mod 8 in style
 * k mod 9 (8 and 9 share no factor, so k = 0…71 meets every pair once), so a page is not nine of one layout.
 */
export function libraryTemplates(): readonly LibraryTemplate[] {
  const combos = Array.from(
    { length: TEMPLATE_LAYOUTS.length * TEMPLATE_STYLES.length },
    (_, k) => [TEMPLATE_LAYOUTS[k % TEMPLATE_LAYOUTS.length], TEMPLATE_STYLES[k % TEMPLATE_STYLES.length]] as const,
  );
  all ??= ASPECT_RATIOS.flatMap((ratio) => combos.map(([layout, style]) => build(layout, style, ratio)));
  return all;
}

export function findLibraryTemplate(id: string): LibraryTemplate | null {
  const m = LIBRARY_TEMPLATE_ID.exec(id);
  if (!m) return null;
  const [, layout, style, slug] = m;
  if (!(TEMPLATE_LAYOUTS as readonly string[]).includes(layout) || !(TEMPLATE_STYLES as readonly string[]).includes(style)) return null;
  return libraryTemplates().find((t) => t.id === libraryTemplateId(layout as TemplateLayout, style as TemplateStyle, SLUG_RATIO[slug])) ?? null;
}
