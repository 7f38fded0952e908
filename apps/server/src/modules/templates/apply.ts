import { avatar as presenter } from './library/parts.js';
import { type Emotion, joinText, type Layer, type Scene, splitSentences, TimelineDoc, type TimelineDocInput } from '@framecast/timeline';

/**
 * A template filled with a product: its pictures and videos into the media slots, its facts into the
 * text slots, the script over the scenes, the chosen avatar and voice. Pure: the same inputs give the
 * same document.
 *
 * Slots are found by layer id (the library names them so): `media-N…` a product picture or video (N
 * picks which; a template of the user's has its own files instead, each distinct file one slot, in
 * order), `title` the name, `highlight-N` the N-th highlight, `price` and `price-tag` (dropped when no
 * price is known), `cta` and `label` words in the script's language.
 */

export interface TemplateFill {
  product: { name: string; description: string; highlights: string[]; price: string | null; media: { ref: string; kind: 'image' | 'video' }[] };
  /** Paragraphs separated by blank lines (the script writer's sections). */
  script: string;
  voice: string;
  avatar: { id: string; emotion: Emotion } | null;
  subtitles: boolean;
  labels: { cta: string; offer: string };
}

const MEDIA_SLOT = /^media-(\d+)/;

/** The script's units: paragraphs, or sentences when there are fewer paragraphs than scenes. */
function scriptUnits(script: string, scenes: number): string[] {
  const paragraphs = script
    .split(/\r?\n\s*\r?\n/u)
    .map((p) =>
      p
        .split(/\r?\n/u)
        .map((l) => l.trim())
        .filter(Boolean)
        .reduce(joinText, ''),
    )
    .filter(Boolean);
  if (paragraphs.length >= scenes) return paragraphs;
  const sentences = paragraphs.flatMap((p) => splitSentences(p));
  return sentences.length > paragraphs.length ? sentences : paragraphs;
}

/** Units shared over `k` scenes in order, as evenly as they go; the last scene (the call to action) gets the last unit. */
export function shareUnits(units: string[], k: number): string[][] {
  if (units.length <= k) return units.map((u) => [u]);
  return Array.from({ length: k }, (_, j) => units.slice(Math.floor((j * units.length) / k), Math.floor(((j + 1) * units.length) / k)));
}

/** Which scenes to keep when the script has fewer units than scenes: the first ones, and always the last. */
function keptScenes(count: number, units: number): number[] {
  if (units >= count) return Array.from({ length: count }, (_, i) => i);
  return [...Array.from({ length: units - 1 }, (_, i) => i), count - 1];
}

function mediaSlots(doc: TimelineDoc): (layer: { id: string; src: string }) => number {
  const order = new Map<string, number>();
  return (layer) => {
    const m = MEDIA_SLOT.exec(layer.id);
    if (m) return Number(m[1]) - 1;
    if (!order.has(layer.src)) order.set(layer.src, order.size);
    return order.get(layer.src)!;
  };
}

function fillLayer(layer: Layer, fill: TemplateFill, slotOf: (l: { id: string; src: string }) => number): Layer | null {
  const { product } = fill;
  if (layer.type === 'image' || layer.type === 'video') {
    if (!product.media.length) return layer;
    const pick = product.media[slotOf(layer) % product.media.length];
    if (pick.kind === 'video') {
      const { type: _t, ...rest } = layer;
      return { ...rest, type: 'video', src: pick.ref, muted: true, loop: true };
    }
    const { type: _t, ...rest } = layer as Extract<Layer, { type: 'image' | 'video' }>;
    const { muted: _m, loop: _l, ...still } = rest as typeof rest & { muted?: boolean; loop?: boolean };
    return { ...still, type: 'image', src: pick.ref };
  }
  if (layer.type === 'text') {
    const highlight = /^highlight-(\d+)$/.exec(layer.id);
    if (layer.id === 'title') return { ...layer, text: product.name };
    if (highlight) {
      const n = Number(highlight[1]) - 1;
      const words = product.highlights[n] ?? splitSentences(product.description)[n] ?? product.highlights[0] ?? product.name;
      return { ...layer, text: words.slice(0, 500) };
    }
    if (layer.id === 'price') return product.price ? { ...layer, text: product.price } : null;
    if (layer.id === 'cta') return { ...layer, text: fill.labels.cta };
    if (layer.id === 'label') return { ...layer, text: fill.labels.offer };
    return layer;
  }
  if (layer.type === 'shape' && layer.id === 'price-tag' && !product.price) return null;
  if (layer.type === 'avatar') return fill.avatar ? { ...layer, avatar: fill.avatar.id, emotion: fill.avatar.emotion } : null;
  return layer;
}

export function applyTemplate(template: TimelineDoc, fill: TemplateFill): TimelineDoc {
  const units = scriptUnits(fill.script, template.scenes.length);
  const kept = keptScenes(template.scenes.length, units.length).map((i) => template.scenes[i]);
  const shares = shareUnits(units, kept.length);
  const slotOf = mediaSlots(template);
  const scenes: Scene[] = kept.map((scene, j) => {
    const layers = scene.layers.map((l) => fillLayer(l, fill, slotOf)).filter((l): l is Layer => l !== null);
    if (fill.avatar && !layers.some((l) => l.type === 'avatar')) {
      // A template without a presenter gets one in the bottom-right corner.
      layers.push({
        ...presenter(template.aspectRatio, 0.84, template.aspectRatio === '16:9' ? 0.2 : 0.3),
        avatar: fill.avatar.id,
        emotion: fill.avatar.emotion,
      } as Layer);
    }
    const background =
      scene.background && scene.background.type !== 'color' && fill.product.media.length
        ? { ...scene.background, src: fill.product.media[0].ref, type: fill.product.media[0].kind }
        : scene.background;
    const sentences = shares[j].flatMap((u) => splitSentences(u));
    return {
      ...scene,
      id: `s${j + 1}`,
      background,
      layers,
      script: sentences.map((text, k) => ({
        id: `seg${j + 1}-${k + 1}`,
        text,
        voice: fill.voice,
        speed: 1,
        pauseBefore: 0,
        pauseAfter: k === sentences.length - 1 ? 0.3 : 0,
      })),
    };
  });
  const doc: TimelineDocInput = { ...template, scenes, subtitles: { ...template.subtitles, enabled: fill.subtitles } };
  return TimelineDoc.parse(doc);
}
