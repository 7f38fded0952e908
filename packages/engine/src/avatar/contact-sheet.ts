import { writeFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { EMOTIONS } from '@framecast/timeline';
import { avatarLayers, type AvatarState } from './draw.js';
import { AVATAR_LOOKS, findLook } from './library.js';
import type { AvatarLook } from './look.js';

/**
 * Contact sheets for reviewing the artwork: every look, or one look in all ten emotions.
 * `node --import tsx packages/engine/src/avatar/contact-sheet.ts /tmp/looks.png [lookId]`
 */

interface Cell {
  look: AvatarLook;
  state: AvatarState;
  label: string;
}

export function contactSheetSvg(cells: Cell[], columns: number, cellW = 240): string {
  const cellH = (cellW * 4) / 3;
  const rows = Math.ceil(cells.length / columns);
  const pad = 10;
  const W = columns * (cellW + pad) + pad;
  const H = rows * (cellH + pad + 24) + pad;
  const parts = cells.map((c, i) => {
    const x = pad + (i % columns) * (cellW + pad);
    const y = pad + Math.floor(i / columns) * (cellH + pad + 24);
    const l = avatarLayers(c.look, c.state, `c${i}`);
    return (
      `<svg x="${x}" y="${y}" width="${cellW}" height="${cellH}" viewBox="0 0 600 800"><rect width="600" height="800" fill="#e9ecef"/>${l.back}${l.figure}${l.front}</svg>` +
      `<text x="${x + cellW / 2}" y="${y + cellH + 17}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333">${c.label}</text>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${parts.join('')}</svg>`;
}

const rest = (emotion: string, extra: Partial<AvatarState> = {}): AvatarState => ({
  emotion,
  mouthOpen: 0,
  viseme: 'rest',
  blink: 0,
  removeBackground: false,
  ...extra,
});

export async function writeContactSheet(out: string, lookId?: string, mode = 'emotions'): Promise<void> {
  let cells: Cell[];
  let columns = 6;
  if (!lookId) {
    cells = AVATAR_LOOKS.map((look) => ({ look, state: rest('default'), label: look.id }));
  } else {
    const look = findLook(lookId)!;
    if (mode === 'visemes') {
      const v = ['rest', 'ai', 'e', 'o', 'u', 'mbp', 'fv', 'l', 'etc'] as const;
      cells = v.map((viseme) => ({ look, state: rest('default', { viseme, mouthOpen: 1 }), label: viseme }));
      cells.push(
        { look, state: rest('default', { blink: 1 }), label: 'blink' },
        { look, state: rest('default', { removeBackground: true }), label: 'no background' },
      );
    } else {
      cells = EMOTIONS.map((emotion) => ({ look, state: rest(emotion), label: emotion }));
    }
    columns = 5;
  }
  const png = new Resvg(contactSheetSvg(cells, columns), { font: { loadSystemFonts: true } }).render().asPng();
  await writeFile(out, png);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeContactSheet(process.argv[2] ?? '/tmp/avatar-looks.png', process.argv[3], process.argv[4]);
}
