import { luminance, mix, shade } from './color.js';
import { expressionFor, type BrowPose, type EyePose } from './expressions.js';
import { FACE } from './geometry.js';
import type { Appearance, Gender } from './look.js';
import { circle, clipPolygon, cubic, polygonPath, type Pt } from './polygon.js';
import { clamp01, lerp, mirrorPath, n, path } from './svg-util.js';

/** The head without hair: ears, face, shading, eyes, brows, nose and cheeks (the mouth is draw-mouth). */

const FACE_PATH =
  'M300 168C360 168 399 208 399 272C399 334 383 374 352 400C334 414 318 421 300 421' +
  'C282 421 266 414 248 400C217 374 201 334 201 272C201 208 240 168 300 168Z';

export const faceOutline = FACE_PATH;

export function ears(a: Appearance): string {
  const skin = a.skin;
  const one = (x: number, side: number) =>
    `<ellipse cx="${x}" cy="300" rx="15" ry="25" fill="${skin}"/>` +
    path(`M${x + side * 6} 286C${x - side * 4} 290 ${x - side * 4} 310 ${x + side * 5} 316`, {
      fill: 'none',
      stroke: shade(skin, 0.22),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
  return one(204, -1) + one(396, 1);
}

export function faceBase(a: Appearance): string {
  const shadow = shade(a.skin, 0.1);
  // Light comes from the upper left: a soft crescent of shade down the right cheek and jaw.
  const crescent = 'M352 190C392 222 402 300 384 352C372 384 350 404 326 416C356 384 372 340 372 290C372 246 364 212 352 190Z';
  return path(FACE_PATH, { fill: a.skin }) + path(crescent, { fill: shadow, opacity: 0.8 });
}

export function nose(a: Appearance, wrinkle: boolean): string {
  const line = shade(a.skin, 0.3);
  let out = path('M306 302C309 316 316 326 309 334C304 338 296 338 291 334', {
    fill: 'none',
    stroke: line,
    'stroke-width': 3.4,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  out += `<ellipse cx="298" cy="326" rx="6" ry="4" fill="${shade(a.skin, -0.35)}" fill-opacity="0.5"/>`;
  if (wrinkle) {
    const w = { fill: 'none', stroke: line, 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.7 };
    out += path('M289 300Q300 296 311 300', w) + path('M291 307Q300 303 309 307', w);
  }
  return out;
}

export function cheeks(a: Appearance, blush: number): string {
  const tint = mix(a.skin, '#ff5a5f', 0.55);
  const op = n(0.1 + 0.22 * blush);
  let out =
    `<ellipse cx="238" cy="342" rx="21" ry="12" fill="${tint}" fill-opacity="${op}"/>` +
    `<ellipse cx="362" cy="342" rx="21" ry="12" fill="${tint}" fill-opacity="${op}"/>`;
  if (a.freckles) {
    const dots = [
      [228, 326],
      [238, 332],
      [246, 325],
      [232, 338],
      [354, 325],
      [362, 332],
      [372, 326],
      [368, 338],
    ];
    out += dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.7" fill="${shade(a.skin, 0.35)}" fill-opacity="0.7"/>`).join('');
  }
  if (a.wrinkles) {
    const w = { fill: 'none', stroke: shade(a.skin, 0.26), 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.6 };
    out += path('M203 292Q199 299 202 306', w) + path('M397 292Q401 299 398 306', w);
    out += path('M268 344Q258 356 262 372', w) + path('M332 344Q342 356 338 372', w);
    out += path('M276 236Q300 231 324 236', w);
  }
  return out;
}

/**
 * One eye. `side` is -1 for the viewer's left. The opening lies between the upper lid's edge (lowered by
 * the emotion and by blinking) and the lower lid (raised by a smile); iris and pupil are clipped to it
 * geometrically (see polygon.ts for why not with clip-path). The lash line follows the upper lid.
 */
function eye(a: Appearance, gender: Gender, side: -1 | 1, pose: EyePose, blink: number, gazeX: number, gazeY: number): string {
  const cx = FACE.cx + side * FACE.eyeDx;
  const cy = FACE.eyeY;
  const up = 13 * pose.size;
  const down = 10 * pose.size;
  const O: Pt = [cx + side * 19, cy];
  const I: Pt = [cx - side * 19, cy];
  // Quadratic almond curves written as cubics: controls two thirds of the way to the quadratic's control.
  const x1 = O[0] + ((cx - O[0]) * 2) / 3;
  const x2 = I[0] + ((cx - I[0]) * 2) / 3;
  const topC = cy - (4 * up) / 3;
  const botC = cy + (4 * down) / 3;
  const f = clamp01(pose.lid + (1 - pose.lid) * blink);
  const base = lerp(topC, botC, f);
  const slant = pose.slant * 10 * pose.size * (1 - f);
  const lidO = Math.min(botC, base + Math.max(0, -slant));
  const lidI = Math.min(botC, base + Math.max(0, slant));
  const sq = pose.squint * (1 - f);
  const low = lerp(botC, topC, sq * 0.62);
  const lowO = Math.max(low, lidO);
  const lowI = Math.max(low, lidI);
  const lidEdge = `M${n(O[0])} ${cy}C${n(x1)} ${n(lidO)} ${n(x2)} ${n(lidI)} ${n(I[0])} ${cy}`;
  const lash = '#261a1f';
  let out = path(`M${n(O[0])} ${cy}C${n(x1)} ${n(topC)} ${n(x2)} ${n(topC)} ${n(I[0])} ${cy}C${n(x2)} ${n(lidI)} ${n(x1)} ${n(lidO)} ${n(O[0])} ${cy}Z`, {
    fill: shade(a.skin, 0.06),
  });
  const opening: Pt[] = [O, ...cubic(O, [x1, lidO], [x2, lidI], I), ...cubic(I, [x2, lowI], [x1, lowO], O).slice(0, -1)];
  if (Math.max(lowO - lidO, lowI - lidI) > 0.5) {
    const ix = cx + gazeX - side * 0.5;
    const iy = cy + 1 + gazeY;
    const inside = (c: Pt[], fill: string) => {
      const d = polygonPath(clipPolygon(opening, c));
      return d ? path(d, { fill }) : '';
    };
    out += path(polygonPath(opening), { fill: '#fbfaf7' });
    out += inside(circle(ix, iy, 11.5), shade(a.eyes, 0.35)) + inside(circle(ix, iy, 10), a.eyes) + inside(circle(ix, iy, 5.6, 24), '#140d10');
    out += inside(circle(ix - 4, iy - 4.5, 3.3, 16), '#ffffff') + inside(circle(ix + 4, iy + 3.5, 1.5, 12), '#f4f1f1');
  }
  out += path(lidEdge, { fill: 'none', stroke: lash, 'stroke-width': gender === 'female' ? 3.8 : 3.2, 'stroke-linecap': 'round' });
  if (gender === 'female') {
    out += path(`M${n(O[0])} ${cy}Q${n(O[0] + side * 5)} ${cy - 2} ${n(O[0] + side * 8)} ${cy - 7}`, {
      fill: 'none',
      stroke: lash,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
  }
  if (sq > 0.25) {
    out += path(`M${n(O[0])} ${n(cy + 7)}Q${cx} ${n(cy + 12 - 4 * sq)} ${n(I[0])} ${n(cy + 7)}`, {
      fill: 'none',
      stroke: shade(a.skin, 0.25),
      'stroke-width': 2,
      'stroke-linecap': 'round',
      opacity: 0.55,
    });
  }
  return out;
}

export function eyes(a: Appearance, gender: Gender, emotion: string, blink: number): string {
  const e = expressionFor(emotion);
  return eye(a, gender, -1, e.eyeL, blink, e.gazeX, e.gazeY) + eye(a, gender, 1, e.eyeR, blink, e.gazeX, e.gazeY);
}

function brow(color: string, side: -1 | 1, pose: BrowPose, thick: number): string {
  const cx = FACE.cx + side * FACE.eyeDx;
  const inner = { x: cx - side * 19, y: FACE.browY + pose.inner };
  const outer = { x: cx + side * 25, y: FACE.browY + 5 + pose.outer };
  const mx = (inner.x + outer.x) / 2;
  const my = Math.min(inner.y, outer.y) - 7 - pose.arch;
  const t = thick;
  const d =
    `M${n(inner.x)} ${n(inner.y - t / 2)}Q${n(mx)} ${n(my - t / 2)} ${n(outer.x)} ${n(outer.y - t / 4)}` +
    `Q${n(mx)} ${n(my + t * 0.45)} ${n(inner.x)} ${n(inner.y + t / 2)}Z`;
  return path(d, { fill: color, stroke: color, 'stroke-width': 2.4, 'stroke-linejoin': 'round' });
}

export function brows(a: Appearance, gender: Gender, emotion: string): string {
  const e = expressionFor(emotion);
  const color = a.hair.style === 'hijab' ? '#2b1d1a' : mix(a.hair.color, '#20151a', 0.2 + 0.5 * luminance(a.hair.color));
  const thick = gender === 'female' ? 6.5 : 9;
  let out = brow(color, -1, e.browL, thick) + brow(color, 1, e.browR, thick);
  if (e.frownLines) {
    const w = { fill: 'none', stroke: shade(a.skin, 0.3), 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.7 };
    out += path('M294 262L296 276', w) + path('M306 262L304 276', w);
  }
  if (e.sweat) {
    out += path('M392 224C386 236 384 244 390 248C396 252 402 246 400 238C399 232 395 228 392 224Z', {
      fill: '#8fd3ff',
      stroke: '#4aa3df',
      'stroke-width': 1.5,
    });
    out += `<circle cx="391" cy="242" r="2" fill="#fff"/>`;
  }
  return out;
}

export function glasses(a: Appearance): string {
  if (!a.glasses) return '';
  const { shape, color } = a.glasses;
  const frame = { fill: '#ffffff', 'fill-opacity': 0.12, stroke: color, 'stroke-width': 4.5 };
  const lens = (cx: number) =>
    shape === 'round'
      ? `<circle cx="${cx}" cy="291" r="29" ${Object.entries(frame)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`
      : `<rect x="${cx - 33}" y="268" width="66" height="46" rx="12" ${Object.entries(frame)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`;
  const bridge = path('M283 286Q300 278 317 286', { fill: 'none', stroke: color, 'stroke-width': 4 });
  const arm = path('M222 284L203 280', { fill: 'none', stroke: color, 'stroke-width': 4 });
  return lens(254) + lens(346) + bridge + arm + mirrorPathEl(arm);
}

function mirrorPathEl(el: string): string {
  return el.replace(/d="([^"]+)"/, (_, d: string) => `d="${mirrorPath(d)}"`);
}
