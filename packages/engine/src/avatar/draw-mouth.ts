import { mix, shade } from './color.js';
import { expressionFor, type MouthPose, type Viseme } from './expressions.js';
import { FACE } from './geometry.js';
import type { Appearance, Gender } from './look.js';
import { clipPolygon, cubic, ellipse, polygonPath, type Pt } from './polygon.js';
import { lerp, n, path } from './svg-util.js';

/**
 * The mouth: the emotion's resting mouth, or a speaking shape from a viseme and an openness. Everything
 * stays inside MOUTH_BOX so speaking frames can be pasted as small patches.
 */

interface VisemeShape {
  /** Width scale when fully open. */
  w: number;
  /** Opening height when fully open. */
  h: number;
  round: boolean;
  /** Share of the opening the upper teeth fill, and the tongue's size. */
  teeth: number;
  tongue: number;
}

const SHAPES: Record<Exclude<Viseme, 'rest' | 'mbp'>, VisemeShape> = {
  ai: { w: 1.02, h: 31, round: false, teeth: 0.22, tongue: 0.5 },
  e: { w: 1.12, h: 17, round: false, teeth: 0.5, tongue: 0.2 },
  o: { w: 0.66, h: 28, round: true, teeth: 0.12, tongue: 0.35 },
  u: { w: 0.46, h: 15, round: true, teeth: 0, tongue: 0.2 },
  fv: { w: 0.92, h: 6, round: false, teeth: 0.85, tongue: 0 },
  l: { w: 0.9, h: 21, round: false, teeth: 0.3, tongue: 0.4 },
  etc: { w: 0.94, h: 15, round: false, teeth: 0.42, tongue: 0.25 },
};

const CX = FACE.cx;
const CY = FACE.mouthY;
const HALF_W = 25;
const INSIDE = '#3a1219';
const TONGUE = '#e07a84';
const TEETH = '#fffaf2';

interface Colors {
  lip: string;
  line: string;
  thick: number;
  female: boolean;
}

function colors(a: Appearance, gender: Gender): Colors {
  const female = gender === 'female';
  const lip = a.lips ?? mix(a.skin, female ? '#c4505f' : '#a04a55', female ? 0.38 : 0.2);
  return { lip, line: shade(mix(a.skin, '#6e2430', 0.5), 0.3), thick: female ? 5 : 3.6, female };
}

function closed(m: MouthPose, c: Colors, pressed: boolean): string {
  const hw = HALF_W * m.width * (pressed ? 0.92 : 1);
  const k = pressed ? 0.35 : 1;
  const ly = CY - m.smileL * 8 * k;
  const ry = CY - m.smileR * 8 * k;
  const s = ((m.smileL + m.smileR) / 2) * k;
  const my = CY + s * 4;
  const lx = CX - hw;
  const rx = CX + hw;
  let line: string;
  if (m.wobble > 0) {
    const q = hw / 2;
    line = `M${n(lx)} ${n(ly)}Q${n(lx + q / 2)} ${n(my - 3)} ${n(lx + q)} ${n(my)}T${n(CX)} ${n(my)}T${n(CX + q)} ${n(my)}T${n(rx)} ${n(ry)}`;
  } else {
    line = `M${n(lx)} ${n(ly)}C${n(CX - hw * 0.45)} ${n(my + s * 3)} ${n(CX + hw * 0.45)} ${n(my + s * 3)} ${n(rx)} ${n(ry)}`;
  }
  let out = '';
  const lower = `M${n(CX - hw * 0.7)} ${n(my + 1)}Q${CX} ${n(my + 15 - s * 2)} ${n(CX + hw * 0.7)} ${n(my + 1)}Z`;
  out += path(lower, { fill: c.lip, opacity: c.female ? 0.9 : 0.45 });
  if (c.female) {
    const upper =
      `M${n(lx + 3)} ${n(ly)}C${n(CX - hw * 0.6)} ${n(my - 4)} ${n(CX - 9)} ${n(my - 9)} ${CX} ${n(my - 5)}` +
      `C${n(CX + 9)} ${n(my - 9)} ${n(CX + hw * 0.6)} ${n(my - 4)} ${n(rx - 3)} ${n(ry)}Z`;
    out += path(upper, { fill: shade(c.lip, 0.12), opacity: 0.9 });
  }
  out += path(line, { fill: 'none', stroke: c.line, 'stroke-width': pressed ? 4.8 : 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const dimple = { fill: 'none', stroke: c.line, 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.55 };
  if (m.smileL > 0.5) out += path(`M${n(lx - 2)} ${n(ly - 5)}q-4 5 0 10`, dimple);
  if (m.smileR > 0.5) out += path(`M${n(rx + 2)} ${n(ry - 5)}q4 5 0 10`, dimple);
  return out;
}

function opened(m: MouthPose, v: Exclude<Viseme, 'rest' | 'mbp'>, open: number, c: Colors): string {
  const sh = SHAPES[v];
  const hw = HALF_W * m.width * lerp(1, sh.w, Math.min(1, open * 1.6));
  const h = v === 'fv' ? 4 + 5 * open : Math.max(3, sh.h * open);
  let outline: Pt[];
  if (sh.round) {
    outline = ellipse(CX, CY + h * 0.3, hw, h / 2 + 3);
  } else {
    const L: Pt = [CX - hw, CY - m.smileL * 8];
    const R: Pt = [CX + hw, CY - m.smileR * 8];
    const s = Math.max(0, (m.smileL + m.smileR) / 2);
    const topC = CY - 3 - h * 0.2 - s * 2;
    const botC = Math.max(L[1], R[1]) + (h + s * 6) / 0.75;
    outline = [L, ...cubic(L, [CX - hw * 0.55, topC], [CX + hw * 0.55, topC], R), ...cubic(R, [CX + hw * 0.7, botC], [CX - hw * 0.7, botC], L).slice(0, -1)];
  }
  const top = Math.min(...outline.map((p) => p[1]));
  const bottom = Math.max(...outline.map((p) => p[1]));
  const span = bottom - top;
  const shape = polygonPath(outline);
  // Teeth and tongue are cut to the opening here rather than with clip-path (see polygon.ts).
  const inside = (clip: Pt[], fill: string) => {
    const d = polygonPath(clipPolygon(outline, clip));
    return d ? path(d, { fill }) : '';
  };
  let out = path(shape, { fill: INSIDE });
  if (sh.tongue > 0) {
    const ty = v === 'l' ? top + span * 0.42 : bottom - 1;
    out += inside(ellipse(CX, ty, hw * (v === 'l' ? 0.4 : 0.62), Math.max(3, span * sh.tongue), 24), TONGUE);
  }
  if (sh.teeth > 0) {
    const ty = top + 2 + span * sh.teeth;
    const x0 = CX - hw - 4;
    const x1 = CX + hw + 4;
    out += inside(
      [[x0, top - 10], [x1, top - 10], [x1, ty - 2], ...cubic([x1, ty - 2], [CX + hw * 0.5, ty + 2.5], [CX - hw * 0.5, ty + 2.5], [x0, ty - 2], 10)],
      TEETH,
    );
  }
  out += path(shape, { fill: 'none', stroke: c.lip, 'stroke-width': c.thick, 'stroke-linejoin': 'round' });
  if (v === 'fv') {
    out += path(`M${n(CX - hw * 0.8)} ${n(bottom)}Q${CX} ${n(bottom + 5)} ${n(CX + hw * 0.8)} ${n(bottom)}`, {
      fill: 'none',
      stroke: c.lip,
      'stroke-width': c.thick + 2.5,
      'stroke-linecap': 'round',
    });
  }
  out += path(`M${n(CX - hw * 0.5)} ${n(bottom + 3.5)}Q${CX} ${n(bottom + 6.5)} ${n(CX + hw * 0.5)} ${n(bottom + 3.5)}`, {
    fill: 'none',
    stroke: shade(c.lip, 0.2),
    'stroke-width': 2.4,
    'stroke-linecap': 'round',
    opacity: 0.35,
  });
  return out;
}

/** The mouth for an emotion and a speaking state (`rest` = the emotion's own mouth). */
export function mouth(a: Appearance, gender: Gender, emotion: string, viseme: Viseme, open: number): string {
  const m = expressionFor(emotion).mouth;
  const c = colors(a, gender);
  let v = viseme;
  let o = open;
  if (v === 'rest') {
    v = m.restViseme;
    o = m.restOpen;
  }
  if (v === 'mbp') return closed(m, c, true);
  if (v === 'rest' || o < 0.04) return closed(m, c, false);
  return opened(m, v, Math.min(1, o), c);
}
