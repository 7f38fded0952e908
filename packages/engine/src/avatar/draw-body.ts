import { mix, shade } from './color.js';
import type { Appearance, Outfit } from './look.js';
import { mirrorPath, path } from './svg-util.js';

/**
 * Neck, shoulders and clothing. The torso runs to y = 840 so head motion never shows its bottom edge;
 * arms are separate shapes a shade darker, which is most of what makes the body read as 3-D.
 */

const TORSO = 'M258 486C246 512 208 524 168 532C118 542 90 574 84 636L70 840L530 840L516 636C510 574 482 542 432 532C392 524 354 512 342 486Z';
const ARM_L = 'M168 532C118 542 90 574 84 636L70 840L158 840C154 760 150 690 152 640C152 596 158 560 168 532Z';
const ARM_R = mirrorPath(ARM_L);
const NECK = 'M264 372L262 500C276 526 324 526 338 500L336 372Z';
const CREW = 'M258 486C266 524 334 524 342 486';

const fold = (d: string, color: string, width = 3, opacity = 0.35) =>
  path(d, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity });

export function neck(a: Appearance): string {
  return path(NECK, { fill: a.skin }) + path('M263 384C280 424 320 424 337 384L337 420C320 444 280 444 263 420Z', { fill: shade(a.skin, 0.16), opacity: 0.9 });
}

function base(main: string): string {
  const armShade = shade(main, 0.12);
  // The head's soft shadow on the chest, just under the neckline.
  const shadow = path('M240 500C250 556 350 556 360 500C350 584 250 584 240 500Z', { fill: shade(main, 0.14), opacity: 0.7 });
  return (
    path(TORSO, { fill: main }) +
    path(ARM_L, { fill: armShade }) +
    path(ARM_R, { fill: armShade }) +
    shadow +
    fold('M160 560C156 600 154 640 154 700', shade(main, 0.25), 3, 0.3) +
    fold(mirrorPath('M160 560C156 600 154 640 154 700'), shade(main, 0.25), 3, 0.3)
  );
}

/** The skin and neckline left visible by an open collar (V down to y). */
const vNeck = (skin: string, depth: number, width = 44) => path(`M${300 - width} 480L300 ${depth}L${300 + width} 480Z`, { fill: skin });

function collarPoints(color: string, line: string): string {
  const d = 'M262 478L244 520L286 540L300 520Z';
  return (
    path(d, { fill: color, stroke: line, 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    path(mirrorPath(d), { fill: color, stroke: line, 'stroke-width': 2, 'stroke-linejoin': 'round' })
  );
}

function buttons(x: number, ys: number[], color: string): string {
  return ys.map((y) => `<circle cx="${x}" cy="${y}" r="4" fill="${color}"/>`).join('');
}

function lapels(main: string, inner: string, skin: string, withTie: string | undefined): string {
  let out = path('M262 486L300 650L338 486Z', { fill: inner });
  if (withTie) {
    out += path('M300 520L290 532L296 540L286 640L300 660L314 640L304 540L310 532Z', { fill: withTie });
    out += collarPoints(inner, shade(inner, 0.18));
  } else {
    out += vNeck(skin, 540, 26) + collarPoints(inner, shade(inner, 0.18));
  }
  const lapel = 'M258 486C250 520 250 560 262 600L300 680L280 590L300 560L272 520Z';
  const dark = shade(main, 0.18);
  out += path(lapel, { fill: dark }) + path(mirrorPath(lapel), { fill: dark });
  out += fold('M262 600L300 680L338 600', shade(main, 0.35), 2.5, 0.5);
  return out;
}

function accessories(o: Outfit, a: Appearance): string {
  let out = '';
  for (const x of o.extras ?? []) {
    if (x === 'stethoscope') {
      out += fold('M250 492C230 560 236 620 262 650M350 492C370 560 364 620 338 650', '#5b6472', 6, 1);
      out += fold('M262 650C276 676 300 690 300 690', '#5b6472', 6, 1);
      out += `<circle cx="300" cy="698" r="14" fill="#c9d1d9" stroke="#7c8794" stroke-width="4"/>`;
    } else if (x === 'necklace') {
      out += `${fold('M270 498C280 530 320 530 330 498', '#d8b04a', 2.2, 1)}<circle cx="300" cy="524" r="6" fill="#e7c35a" stroke="#b88f2a" stroke-width="1.5"/>`;
    } else if (x === 'lanyard') {
      out += fold('M266 496L286 620M334 496L314 620', o.accent ?? '#e63946', 7, 1);
      out +=
        `<rect x="278" y="616" width="44" height="58" rx="6" fill="#ffffff" stroke="#c8ced6" stroke-width="2"/>` +
        `<rect x="288" y="628" width="24" height="20" rx="3" fill="${mix(a.skin, '#ffffff', 0.3)}"/>` +
        `<rect x="286" y="654" width="28" height="4" rx="2" fill="#9aa4b0"/>`;
    } else if (x === 'pen') {
      out += `<rect x="372" y="590" width="6" height="34" rx="2" fill="#2f6fdb"/><rect x="371" y="588" width="8" height="6" rx="2" fill="#c9d1d9"/>`;
    }
  }
  return out;
}

/** Things worn on the head, drawn over the hair: earrings hang below the ear, a headset sits on top. */
export function headwear(o: Outfit): string {
  let out = '';
  if (o.extras?.includes('earrings')) out += `<circle cx="203" cy="332" r="5" fill="#e7c35a"/><circle cx="397" cy="332" r="5" fill="#e7c35a"/>`;
  if (o.extras?.includes('headset')) {
    const band = '#2b2f36';
    out += fold('M186 292C182 196 234 124 300 122C366 124 418 196 414 292', band, 9, 1);
    out += `<rect x="176" y="270" width="26" height="50" rx="11" fill="${band}"/><rect x="398" y="270" width="26" height="50" rx="11" fill="${band}"/>`;
    out += `<rect x="182" y="280" width="14" height="30" rx="6" fill="${shade(band, -0.25)}"/><rect x="404" y="280" width="14" height="30" rx="6" fill="${shade(band, -0.25)}"/>`;
    out += `${fold('M190 318C194 358 212 384 236 392', band, 4, 1)}<ellipse cx="240" cy="392" rx="8" ry="6" fill="${band}"/>`;
  }
  return out;
}

/** Clothing over the torso (drawn after the neck so collars cover its base). */
export function outfit(o: Outfit, a: Appearance): string {
  const m = o.main;
  const second = o.second ?? '#ffffff';
  const line = shade(m, 0.3);
  let out = base(m);
  switch (o.kind) {
    case 'tee':
      out += fold(CREW, shade(m, 0.15), 9, 1);
      break;
    case 'sweater':
      out += collarPoints(second, shade(second, 0.2)) + fold(CREW, shade(m, 0.14), 12, 1) + fold('M258 486C266 524 334 524 342 486', shade(m, 0.3), 2, 0.5);
      break;
    case 'blouse': {
      // A scoop neckline with a narrow trim and soft gathers.
      out += path('M256 484C262 548 338 548 344 484Z', { fill: a.skin });
      out += fold('M256 484C262 548 338 548 344 484', second, 6, 1);
      out += fold('M252 560C262 600 266 640 264 700M348 560C338 600 334 640 336 700', shade(m, 0.2), 2.5, 0.45);
      break;
    }
    case 'shirt':
      out += vNeck(a.skin, 548, 30) + collarPoints(m, line) + fold('M300 548L300 840', line, 2.5, 0.6) + buttons(300, [600, 670, 740], shade(m, 0.25));
      break;
    case 'blazer':
      out += lapels(m, second, a.skin, o.extras?.includes('tie') ? (o.accent ?? '#b23a48') : undefined) + buttons(300, [720], shade(m, 0.35));
      break;
    case 'labcoat':
      out += lapels(m, second, a.skin, o.extras?.includes('tie') ? (o.accent ?? '#2f4b7c') : undefined);
      out += path('M362 600L420 600L420 650L362 650Z', { fill: 'none', stroke: shade(m, 0.15), 'stroke-width': 3 });
      break;
    case 'scrubs':
      out +=
        vNeck(a.skin, 560, 36) +
        fold('M264 482L300 562L336 482', shade(m, 0.2), 7, 1) +
        path('M352 600L404 600L404 650L352 650Z', { fill: 'none', stroke: shade(m, 0.25), 'stroke-width': 3 });
      break;
    case 'cardigan': {
      out += path('M256 486C262 530 338 530 344 486L346 840L254 840Z', { fill: second });
      out += fold(CREW, shade(second, 0.12), 7, 1);
      const edge = 'M256 486C240 560 246 700 250 840';
      out += fold(edge, shade(m, 0.2), 12, 1) + fold(mirrorPath(edge), shade(m, 0.2), 12, 1) + buttons(352, [620, 700, 780], shade(m, 0.4));
      break;
    }
    case 'turtleneck':
      out += path('M258 440C258 430 342 430 342 440L346 506C330 526 270 526 254 506Z', { fill: shade(m, 0.06) });
      out += [452, 468, 484, 500].map((y) => fold(`M${262} ${y}C${290} ${y + 6} ${310} ${y + 6} ${338} ${y}`, shade(m, 0.25), 2, 0.5)).join('');
      break;
    case 'hoodie': {
      out += path('M232 478C236 540 364 540 368 478C354 520 246 520 232 478Z', { fill: shade(m, 0.2) });
      out += path('M238 480C250 530 350 530 362 480C340 552 260 552 238 480Z', { fill: shade(m, 0.1) });
      out += fold('M282 530L280 620M318 530L320 620', o.accent ?? '#f1f1f1', 4, 1);
      out += `<circle cx="280" cy="624" r="4" fill="${o.accent ?? '#f1f1f1'}"/><circle cx="320" cy="624" r="4" fill="${o.accent ?? '#f1f1f1'}"/>`;
      break;
    }
    case 'sport': {
      const accent = o.accent ?? '#ffffff';
      out += path('M262 470L338 470L342 508C320 520 280 520 258 508Z', { fill: shade(m, 0.1) });
      out += `${fold('M300 512L300 840', shade(m, 0.35), 3, 0.8)}<rect x="295" y="540" width="10" height="16" rx="2" fill="${accent}"/>`;
      const stripe = 'M168 532C120 544 96 580 90 640L82 840';
      out += fold(stripe, accent, 8, 0.9) + fold(mirrorPath(stripe), accent, 8, 0.9);
      break;
    }
    case 'denim': {
      out += path('M262 486C270 524 330 524 338 486L330 840L270 840Z', { fill: second }) + fold(CREW, shade(second, 0.15), 7, 1);
      const collar = 'M258 482L236 536L278 546L268 500Z';
      out += path(collar, { fill: shade(m, 0.08) }) + path(mirrorPath(collar), { fill: shade(m, 0.08) });
      const pocket = 'M196 600L256 600L256 640L226 650L196 640Z';
      out +=
        path(pocket, { fill: 'none', stroke: shade(m, -0.35), 'stroke-width': 2, 'stroke-dasharray': '5 4' }) +
        path(mirrorPath(pocket), { fill: 'none', stroke: shade(m, -0.35), 'stroke-width': 2, 'stroke-dasharray': '5 4' });
      out += fold('M268 530L262 840M332 530L338 840', shade(m, -0.35), 2, 0.7);
      break;
    }
  }
  return out + accessories(o, a);
}
