import { mix, shade } from './color.js';
import type { Backdrop, Pose } from './look.js';
import { path } from './svg-util.js';

/**
 * What stays still behind and in front of the person: the backdrop of each scene, the chair of a
 * sitting look (behind) and its desk edge (in front). Soft, low-contrast shapes so the person reads first.
 */

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function plant(x: number, y: number, s: number, leaf: string, pot: string): string {
  const leaves = [
    [-40, -70, -30],
    [-10, -100, 0],
    [28, -78, 28],
    [-48, -30, -55],
    [40, -34, 55],
    [6, -58, 10],
  ]
    .map(
      ([dx, dy, rot]) =>
        `<ellipse cx="${x + dx! * s}" cy="${y + dy! * s}" rx="${16 * s}" ry="${42 * s}" fill="${leaf}" transform="rotate(${rot} ${x + dx! * s} ${y + dy! * s})"/>`,
    )
    .join('');
  return leaves + path(`M${x - 30 * s} ${y}L${x + 30 * s} ${y}L${x + 22 * s} ${y + 60 * s}L${x - 22 * s} ${y + 60 * s}Z`, { fill: pot });
}

function frame(x: number, y: number, w: number, h: number, art: string, border = '#ffffff'): string {
  return `${rect(x, y, w, h, border, 'rx="4"')}<g>${art}</g>`;
}

type SceneDraw = (tint: string, id: string) => string;

const SCENES: Record<Backdrop['scene'], SceneDraw> = {
  studio: (t, id) =>
    `<defs><radialGradient id="${id}g" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${mix(t, '#ffffff', 0.72)}"/><stop offset="1" stop-color="${shade(t, 0.05)}"/></radialGradient></defs>` +
    rect(-50, -50, 700, 900, `url(#${id}g)`) +
    `<circle cx="300" cy="330" r="230" fill="#ffffff" fill-opacity="0.22"/>` +
    `<circle cx="300" cy="330" r="290" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.3"/>`,
  office: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#f4f1ec', 0.82)) +
    rect(-50, 60, 250, 420, mix(t, '#ffffff', 0.35), 'rx="6"') +
    rect(-40, 70, 230, 400, mix('#bfe0f2', t, 0.15)) +
    path('M-40 470L-40 330L0 330L0 290L40 290L40 350L80 350L80 250L120 250L120 320L160 320L160 380L190 380L190 470Z', { fill: mix('#9cc2d9', t, 0.2) }) +
    rect(75, 70, 8, 400, mix(t, '#ffffff', 0.35)) +
    rect(-40, 262, 230, 8, mix(t, '#ffffff', 0.35)) +
    rect(430, 120, 190, 10, shade(mix(t, '#c9a27a', 0.6), 0.1)) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(446 + i * 24, 64 + (i % 2) * 8, 18, 56 - (i % 2) * 8, ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261'][i]!, 'rx="2"'))
      .join('') +
    plant(520, 560, 1.3, mix('#5f9e6e', t, 0.15), '#d9cfc1'),
  home: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#fbf3ea', 0.7)) +
    rect(-50, 560, 700, 300, mix(t, '#e8d8c6', 0.6)) +
    frame(40, 110, 120, 150, `${rect(50, 120, 100, 130, mix(t, '#f6bd60', 0.4))}<circle cx="100" cy="170" r="30" fill="${mix(t, '#f28482', 0.5)}"/>`) +
    frame(460, 150, 100, 100, rect(470, 160, 80, 80, mix(t, '#84a59d', 0.5)) + path('M470 240L510 190L550 240Z', { fill: mix(t, '#f5cac3', 0.3) })) +
    path('M520 300L560 300L548 360L532 360Z', { fill: mix(t, '#f6bd60', 0.5) }) +
    rect(537, 360, 6, 200, '#8d7b68') +
    plant(70, 590, 1.2, mix('#6a994e', t, 0.15), mix(t, '#bc6c25', 0.4)),
  cafe: (t) => {
    let bricks = '';
    for (let r = 0; r < 18; r++)
      for (let c = -1; c < 10; c++) {
        bricks += rect(c * 70 + (r % 2) * 35, r * 34, 64, 28, r % 3 === c % 3 ? mix(t, '#b5654a', 0.55) : mix(t, '#c27a5e', 0.5), 'rx="3"');
      }
    const lamp = (x: number) =>
      rect(x - 1, -10, 2, 120, '#2b2b2b') +
      path(`M${x - 30} 140L${x + 30} 140L${x + 16} 108L${x - 16} 108Z`, { fill: '#2b2b2b' }) +
      `<circle cx="${x}" cy="146" r="10" fill="#ffe8a3"/><circle cx="${x}" cy="160" r="60" fill="#ffe8a3" fill-opacity="0.18"/>`;
    return (
      rect(-50, -50, 700, 900, mix(t, '#a85a40', 0.5)) +
      bricks +
      `<rect x="-50" y="-50" width="700" height="900" fill="#2a1a12" fill-opacity="0.18"/>` +
      lamp(90) +
      lamp(510)
    );
  },
  park: (t, id) =>
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(t, '#8ecae6', 0.5)}"/><stop offset="1" stop-color="#eaf6fb"/></linearGradient></defs>` +
    rect(-50, -50, 700, 900, `url(#${id}s)`) +
    `<circle cx="480" cy="120" r="46" fill="#fff3c4"/><circle cx="480" cy="120" r="70" fill="#fff3c4" fill-opacity="0.35"/>` +
    path('M-50 470C80 400 200 420 320 450C430 476 520 420 650 440L650 850L-50 850Z', { fill: mix('#a7c957', t, 0.2) }) +
    path('M-50 540C100 500 250 520 400 540C500 552 580 530 650 520L650 850L-50 850Z', { fill: mix('#6a994e', t, 0.2) }) +
    rect(56, 300, 16, 260, '#7f5539') +
    `<circle cx="64" cy="280" r="70" fill="${mix('#386641', t, 0.15)}"/><circle cx="20" cy="320" r="50" fill="${mix('#4f772d', t, 0.15)}"/>` +
    rect(540, 330, 14, 240, '#7f5539') +
    `<circle cx="548" cy="310" r="62" fill="${mix('#4f772d', t, 0.15)}"/>` +
    `<ellipse cx="190" cy="120" rx="50" ry="16" fill="#ffffff" fill-opacity="0.9"/><ellipse cx="226" cy="108" rx="34" ry="18" fill="#ffffff" fill-opacity="0.9"/>`,
  gym: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#f1faf7', 0.75)) +
    rect(-50, 380, 700, 60, mix(t, '#ffffff', 0.3)) +
    rect(-50, 560, 700, 300, mix(t, '#d8e2dc', 0.5)) +
    `<circle cx="500" cy="150" r="52" fill="#ffffff" stroke="${shade(t, 0.2)}" stroke-width="6"/>` +
    path('M500 150L500 116M500 150L524 162', { fill: 'none', stroke: shade(t, 0.4), 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    rect(20, 470, 120, 12, '#4a4e69', 'rx="6"') +
    rect(12, 452, 18, 48, '#22223b', 'rx="5"') +
    rect(130, 452, 18, 48, '#22223b', 'rx="5"') +
    `<ellipse cx="80" cy="140" rx="70" ry="70" fill="${mix(t, '#ffffff', 0.5)}"/>` +
    plant(540, 600, 1.1, mix('#52b788', t, 0.15), '#ffffff'),
  clinic: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#f4f9fc', 0.8)) +
    rect(-50, 520, 700, 330, mix(t, '#e3eef5', 0.6)) +
    rect(40, 80, 150, 190, '#ffffff', 'rx="10"') +
    path('M95 130H135V160H165V200H135V230H95V200H65V160H95Z', { fill: mix(t, '#e63946', 0.25) }) +
    rect(440, 70, 160, 260, mix(t, '#ffffff', 0.6), 'rx="8"') +
    rect(456, 90, 128, 100, mix(t, '#d9ecf7', 0.4), 'rx="4"') +
    rect(456, 206, 128, 100, mix(t, '#d9ecf7', 0.4), 'rx="4"') +
    plant(530, 600, 1, mix('#74c69d', t, 0.2), '#ffffff'),
  classroom: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#fdf6e3', 0.75)) +
    rect(20, 60, 560, 300, '#8d6e4c', 'rx="8"') +
    rect(32, 72, 536, 276, mix('#2f5d50', t, 0.12)) +
    path('M70 140L110 110L150 140L110 170Z', { fill: 'none', stroke: '#f1faee', 'stroke-width': 3, opacity: 0.7 }) +
    path('M430 120L520 120M430 150L500 150M430 180L530 180', { fill: 'none', stroke: '#f1faee', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.6 }) +
    `<circle cx="110" cy="260" r="34" fill="none" stroke="#f1faee" stroke-width="3" stroke-opacity="0.6"/>` +
    path('M440 290Q480 230 520 290', { fill: 'none', stroke: '#f6bd60', 'stroke-width': 4, opacity: 0.8 }) +
    rect(20, 350, 560, 12, '#8d6e4c') +
    rect(500, 480, 90, 200, '#a47551', 'rx="4"') +
    [0, 1, 2].map((i) => rect(508, 496 + i * 60, 74, 44, ['#e76f51', '#2a9d8f', '#e9c46a'][i]!, 'rx="3"')).join(''),
  newsroom: (t, id) =>
    `<defs><linearGradient id="${id}n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(t, 0.45)}"/><stop offset="1" stop-color="${shade(t, 0.15)}"/></linearGradient></defs>` +
    rect(-50, -50, 700, 900, `url(#${id}n)`) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => path(`M${-50 + i * 130} -50L${40 + i * 130} -50L${-120 + i * 130} 850L${-210 + i * 130} 850Z`, { fill: '#ffffff', opacity: 0.04 }))
      .join('') +
    `<circle cx="300" cy="300" r="250" fill="none" stroke="${mix(t, '#ffffff', 0.5)}" stroke-width="2" stroke-opacity="0.3"/>` +
    `<circle cx="300" cy="300" r="200" fill="none" stroke="${mix(t, '#ffffff', 0.5)}" stroke-width="1.5" stroke-opacity="0.25" stroke-dasharray="4 8"/>` +
    `<ellipse cx="300" cy="300" rx="90" ry="250" fill="none" stroke="${mix(t, '#ffffff', 0.5)}" stroke-width="1.5" stroke-opacity="0.2"/>` +
    rect(-50, 620, 700, 40, mix(t, '#e63946', 0.35), 'fill-opacity="0.85"') +
    rect(-50, 660, 700, 200, shade(t, 0.5)),
  atelier: (t) =>
    rect(-50, -50, 700, 900, mix(t, '#fbf8f1', 0.75)) +
    frame(
      30,
      90,
      150,
      190,
      `<circle cx="90" cy="170" r="40" fill="${mix(t, '#f28482', 0.3)}"/>${path('M60 260L110 190L160 260Z', { fill: mix(t, '#84a59d', 0.3) })}`,
      '#fffdf8',
    ) +
    frame(
      450,
      80,
      120,
      120,
      `${rect(460, 90, 100, 100, mix(t, '#f6bd60', 0.4))}<circle cx="510" cy="140" r="28" fill="${mix(t, '#6d597a', 0.3)}"/>`,
      '#fffdf8',
    ) +
    [
      ['#e63946', 470, 320],
      ['#457b9d', 500, 336],
      ['#f4a261', 530, 322],
    ]
      .map(([c, x, y]) => rect(x as number, y as number, 10, 90, c as string, 'rx="4"'))
      .join('') +
    path('M460 400L560 400L550 470L470 470Z', { fill: mix(t, '#ddb892', 0.4) }),
};

/** The scene behind the person. `id` keeps gradient ids unique when several avatars share a page. */
export function backdrop(b: Backdrop, id: string): string {
  return SCENES[b.scene](b.tint, id);
}

/** The back of an office chair, seen over the shoulders (behind the person, does not move). */
export function chair(pose: Pose, tint: string): string {
  if (pose !== 'sitting') return '';
  const c = mix('#3a3f4b', tint, 0.15);
  return rect(120, 452, 360, 420, c, 'rx="64"') + rect(136, 468, 328, 400, shade(c, -0.12), 'rx="54"');
}

/** The desk edge in front of a sitting person, with a mug. */
export function desk(pose: Pose, tint: string): string {
  if (pose !== 'sitting') return '';
  const top = mix('#d4a373', tint, 0.12);
  return (
    rect(-50, 706, 700, 26, shade(top, -0.2)) +
    rect(-50, 730, 700, 120, shade(top, 0.12)) +
    rect(-50, 730, 700, 5, shade(top, 0.3), 'fill-opacity="0.5"') +
    path('M470 640L520 640L516 708L474 708Z', { fill: mix('#ffffff', tint, 0.2) }) +
    path('M520 656C544 656 544 690 518 692', { fill: 'none', stroke: mix('#ffffff', tint, 0.2), 'stroke-width': 7 }) +
    rect(470, 652, 50, 8, shade(tint, 0.1), 'fill-opacity="0.7"')
  );
}
