import { renderAsync } from '@resvg/resvg-js';
import { avatarLayers, type AvatarState } from './draw.js';
import type { Viseme } from './expressions.js';
import { DESK_TOP, EYE_BOX, FIGURE_BOX, MOUTH_BOX, VIEW_H, VIEW_W, type Box } from './geometry.js';
import type { AvatarLook } from './look.js';
import { drawSprite, toSprite, unpremultiply, type Sprite } from './compose.js';
import { rgbaToYuva, yuvaFrameBytes } from './yuva.js';

/**
 * Rasterised pieces of one avatar at one size: the still background, the figure with its resting face,
 * small mouth patches (one per viseme × openness level) and eye patches (per blink level), each drawn
 * once by resvg and reused for every frame. Frames are yuva420p (see yuva.ts), so every piece is cut on
 * even pixels and converted once.
 */

/** Where the 600×800 drawing lands in the output frame: scaled to cover it, centred, top anchored. */
export interface Layout {
  width: number;
  height: number;
  scale: number;
  ox: number;
  oy: number;
}

export function layoutFor(width: number, height: number): Layout {
  const scale = Math.max(width / VIEW_W, height / VIEW_H);
  return { width, height, scale, ox: (width - VIEW_W * scale) / 2, oy: 0 };
}

/** The whole-pixel box covering a viewBox box. */
export function pixelBox(l: Layout, b: Box): Box {
  const x = Math.floor(l.ox + b.x * l.scale);
  const y = Math.floor(l.oy + b.y * l.scale);
  return { x, y, w: Math.ceil(l.ox + (b.x + b.w) * l.scale) - x, h: Math.ceil(l.oy + (b.y + b.h) * l.scale) - y };
}

const floorEven = (v: number) => Math.floor(v / 2) * 2;
const ceilEven = (v: number) => Math.ceil(v / 2) * 2;

/** `px` grown by `margin` pixels each way, then out to even edges (so the chroma samples line up). */
export function evenBox(px: Box, margin: number): Box {
  const x = floorEven(px.x - margin);
  const y = floorEven(px.y - margin);
  return { x, y, w: ceilEven(px.x + px.w + margin) - x, h: ceilEven(px.y + px.h + margin) - y };
}

/**
 * A rasterised piece and its YUVA sprites, one per parity of the head offset, cut on first use. A sprite
 * must sit on even pixels, so for an odd offset the piece drops its first and last column (or row) and
 * sits one pixel further on: moving pieces are rasterised with a pixel of margin to spare for that.
 */
export class Piece {
  private readonly variants: (Sprite | undefined)[] = [undefined, undefined, undefined, undefined];

  constructor(
    readonly rgba: Buffer,
    readonly box: Box,
  ) {}

  at(dx: number, dy: number): Sprite {
    const px = dx & 1;
    const py = dy & 1;
    const i = py * 2 + px;
    return (this.variants[i] ??= this.cut(px, py));
  }

  private cut(px: number, py: number): Sprite {
    const { w, h } = this.box;
    const cw = w - 2 * px;
    const ch = h - 2 * py;
    const rgba = Buffer.allocUnsafe(cw * ch * 4);
    for (let r = 0; r < ch; r++) this.rgba.copy(rgba, r * cw * 4, ((r + py) * w + px) * 4, ((r + py) * w + px + cw) * 4);
    return toSprite(rgbaToYuva(rgba, cw, ch), this.box.x + px, this.box.y + py);
  }

  get bytes(): number {
    return this.rgba.length + this.variants.reduce((n, s) => n + (s ? s.image.data.length + s.image.chromaAlpha.length : 0), 0);
  }
}

/** Straight-alpha RGBA of `markup` (viewBox units) inside pixel box `px` of the frame. */
export async function rasterise(markup: string, l: Layout, px: Box): Promise<Buffer> {
  // Every piece uses the same scale and a whole-pixel shift, so patches line up with the figure exactly.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px.w}" height="${px.h}" viewBox="0 0 ${px.w} ${px.h}">` +
    `<g transform="matrix(${l.scale} 0 0 ${l.scale} ${l.ox - px.x} ${l.oy - px.y})">${markup}</g></svg>`;
  const img = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
  return unpremultiply(Buffer.from(img.pixels));
}

export const OPEN_LEVELS = 5;

/** The sprite for a mouth state: `rest` (the emotion's own mouth), `closed`, `mbp`, or `<viseme>:<level>`. */
export function mouthKey(viseme: Viseme, open: number): string {
  if (viseme === 'rest' || viseme === 'mbp') return viseme;
  const level = Math.round(Math.min(1, Math.max(0, open)) * OPEN_LEVELS);
  return level === 0 ? 'closed' : `${viseme}:${level}`;
}

function mouthState(key: string): Pick<AvatarState, 'viseme' | 'mouthOpen'> {
  if (key === 'rest' || key === 'mbp') return { viseme: key, mouthOpen: 0 };
  if (key === 'closed') return { viseme: 'etc', mouthOpen: 0 };
  const [v, level] = key.split(':');
  return { viseme: v as Viseme, mouthOpen: Number(level) / OPEN_LEVELS };
}

/** Blink quantised to open, half, closed. */
export const blinkLevel = (blink: number): number => Math.round(Math.min(1, Math.max(0, blink)) * 2) / 2;

async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export interface SpriteFrame {
  mouth: string;
  blink: number;
  /** Head offset in whole pixels. */
  dx: number;
  dy: number;
}

export class SpriteSet {
  /** The still background as a whole yuva420p frame. */
  private back: Buffer | null = null;
  private figure: Piece | null = null;
  private front: Piece | null = null;
  private readonly mouths = new Map<string, Piece>();
  private readonly eyes = new Map<number, Piece>();
  /** Milliseconds spent in resvg, for measurements. */
  rasterMs = 0;

  constructor(
    readonly look: AvatarLook,
    readonly emotion: string,
    readonly layout: Layout,
    readonly removeBackground: boolean,
  ) {}

  private markup(extra: Partial<AvatarState>) {
    return avatarLayers(this.look, { emotion: this.emotion, viseme: 'rest', mouthOpen: 0, blink: 0, removeBackground: this.removeBackground, ...extra });
  }

  /** A moving piece gets a pixel of margin for odd head offsets; still pieces are cut on even pixels already. */
  private async sprite(markup: string, box: Box | null, px = evenBox(pixelBox(this.layout, box!), 1)): Promise<Piece> {
    const t = performance.now();
    const rgba = await rasterise(markup, this.layout, px);
    this.rasterMs += performance.now() - t;
    return new Piece(rgba, px);
  }

  /** Rasterises whatever of these states is not drawn yet (two resvg renders at a time). */
  async prepare(mouthKeys: Iterable<string>, blinks: Iterable<number>, concurrency = 2): Promise<void> {
    const { width: W, height: H } = this.layout;
    const tasks: (() => Promise<unknown>)[] = [];
    // The still layers are cut in whole frame pixels: the frame itself, and the rows a desk or a product can reach.
    const frontTop = Math.min(DESK_TOP, this.look.product?.y ?? DESK_TOP);
    const deskTop = Math.max(0, floorEven(this.layout.oy + frontTop * this.layout.scale));
    if (!this.back) {
      tasks.push(async () => {
        const m = this.markup({}).back;
        this.back = m ? (await this.sprite(m, null, { x: 0, y: 0, w: W, h: H })).at(0, 0).image.data : emptyFrame(W, H);
      });
      tasks.push(async () => {
        const m = this.markup({}).front;
        if (m && deskTop < H) this.front = await this.sprite(m, null, { x: 0, y: deskTop, w: W, h: H - deskTop });
      });
      tasks.push(async () => void (this.figure = await this.sprite(this.markup({}).figure, FIGURE_BOX)));
    }
    for (const key of new Set(mouthKeys)) {
      if (key === 'rest' || this.mouths.has(key)) continue;
      tasks.push(async () => void this.mouths.set(key, await this.sprite(this.markup(mouthState(key)).figure, MOUTH_BOX)));
    }
    for (const b of new Set(blinks)) {
      if (b === 0 || this.eyes.has(b)) continue;
      tasks.push(async () => void this.eyes.set(b, await this.sprite(this.markup({ blink: b }).figure, EYE_BOX)));
    }
    await pool(tasks, concurrency);
  }

  get bytes(): number {
    let n = (this.back?.length ?? 0) + (this.figure?.bytes ?? 0) + (this.front?.bytes ?? 0);
    for (const s of this.mouths.values()) n += s.bytes;
    for (const s of this.eyes.values()) n += s.bytes;
    return n;
  }

  /** Paints one yuva420p frame into `frame` (width*height*5/2 bytes). Call `prepare` with the frame's states first. */
  draw(frame: Buffer, f: SpriteFrame): void {
    const { width: W, height: H } = this.layout;
    if (!this.back || !this.figure) throw new Error('SpriteSet.draw before prepare');
    this.back.copy(frame);
    drawSprite(frame, W, H, this.figure.at(f.dx, f.dy), f.dx, f.dy);
    const mouth = f.mouth === 'rest' ? undefined : this.mouths.get(f.mouth);
    if (f.mouth !== 'rest' && !mouth) throw new Error(`Mouth sprite ${f.mouth} was not prepared`);
    if (mouth) drawSprite(frame, W, H, mouth.at(f.dx, f.dy), f.dx, f.dy, this.back);
    const eyes = f.blink === 0 ? undefined : this.eyes.get(f.blink);
    if (f.blink !== 0 && !eyes) throw new Error(`Blink sprite ${f.blink} was not prepared`);
    if (eyes) drawSprite(frame, W, H, eyes.at(f.dx, f.dy), f.dx, f.dy, this.back);
    if (this.front) drawSprite(frame, W, H, this.front.at(0, 0), 0, 0);
  }
}

/** A transparent yuva420p frame (neutral chroma). */
function emptyFrame(width: number, height: number): Buffer {
  const frame = Buffer.alloc(yuvaFrameBytes(width, height));
  frame.fill(128, width * height, (width * height * 3) / 2);
  return frame;
}

/** Sprite sets kept across clips, least recently used dropped first past the byte budget. */
export class SpriteCache {
  private readonly sets = new Map<string, SpriteSet>();

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  get(version: string, look: AvatarLook, emotion: string, layout: Layout, removeBackground: boolean): SpriteSet {
    const key = [version, look.id, emotion, layout.width, layout.height, layout.scale, layout.ox, layout.oy, removeBackground ? 1 : 0].join('|');
    let set = this.sets.get(key);
    if (set) this.sets.delete(key);
    else set = new SpriteSet(look, emotion, layout, removeBackground);
    this.sets.set(key, set);
    return set;
  }

  /** Drops old sets until the cache fits (the newest set always stays). */
  trim(): void {
    let total = 0;
    for (const s of this.sets.values()) total += s.bytes;
    for (const [key, s] of this.sets) {
      if (total <= this.maxBytes || this.sets.size <= 1) break;
      total -= s.bytes;
      this.sets.delete(key);
    }
  }

  get size(): number {
    return this.sets.size;
  }
}
