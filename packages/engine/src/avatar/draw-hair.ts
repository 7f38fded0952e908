import { shade } from './color.js';
import type { Appearance, HairStyle } from './look.js';
import { clipPolygon, pathToPolygon, polygonPath } from './polygon.js';
import { mirrorPath, path } from './svg-util.js';

/**
 * Hair in two layers: `back` is drawn behind the head and body (long hair behind the shoulders, a bun),
 * `front` over the face (fringe, curtains, a hijab's frame and drape). Shapes are drawn for the viewer's
 * left and mirrored where a style is symmetric.
 */

export interface HairLayers {
  back: string;
  front: string;
}

const both = (d: string) => d + mirrorPath(d);

function strokes(ds: string[], color: string, width: number, opacity: number): string {
  return ds.map((d) => path(d, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', opacity })).join('');
}

function circles(list: [number, number, number][], fill: string): string {
  return list.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
}

/** Circles on an ellipse between two angles (degrees): the bumpy outline of curls. */
function ring(cx: number, cy: number, rx: number, ry: number, from: number, to: number, step: number, r: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let a = from; a <= to + 0.01; a += step) {
    const t = (a * Math.PI) / 180;
    out.push([Math.round(cx + rx * Math.cos(t)), Math.round(cy + ry * Math.sin(t)), r]);
  }
  return out;
}

type Draw = (c: string, hi: string, lo: string) => HairLayers;

const STYLES: Record<HairStyle, Draw> = {
  long: (c, hi, lo) => ({
    back: path('M300 132C392 132 436 196 434 296C432 392 444 500 456 600L144 600C156 500 168 392 166 296C164 196 208 132 300 132Z', { fill: c }),
    front:
      path(
        both(
          'M300 140C238 140 190 180 182 250C176 310 180 380 174 450C170 500 160 540 150 572C172 580 198 572 214 556C222 500 218 430 216 370C214 320 212 282 222 248C236 208 268 190 298 186Z',
        ),
        { fill: c },
      ) +
      strokes(['M300 142L300 186'], lo, 3, 0.6) +
      strokes(['M232 200C250 170 274 156 294 152', 'M196 330C194 400 190 460 180 520'], hi, 5, 0.35),
  }),
  bob: (c, hi, lo) => ({
    back: path('M300 128C404 128 432 206 430 300C428 360 434 410 426 446L174 446C166 410 172 360 170 300C168 206 196 128 300 128Z', { fill: c }),
    front:
      path(
        'M178 446C172 380 170 320 174 276C180 188 232 132 300 132C368 132 420 188 426 276C430 320 428 380 422 446C410 452 396 452 388 444C392 380 396 320 390 276C386 256 378 242 368 236C340 242 260 242 232 236C222 242 214 256 210 276C204 320 208 380 212 444C204 452 190 452 178 446Z',
        { fill: c },
      ) +
      strokes(['M262 170C258 200 258 222 262 238', 'M320 164C326 196 326 220 322 240', 'M194 300C190 360 192 400 194 440'], lo, 2.5, 0.5) +
      strokes(['M236 172C258 150 286 142 312 142'], hi, 6, 0.35),
  }),
  bun: (c, hi, lo) => ({
    back: circles([[300, 112, 44]], c) + strokes(['M272 104C284 84 316 80 330 100', 'M276 124C292 134 312 134 326 122'], lo, 2.5, 0.5),
    front:
      path(
        'M198 292C190 196 238 140 300 140C362 140 410 196 402 292C398 268 390 246 376 232C352 212 318 204 286 210C256 216 230 232 216 252C206 266 200 280 198 292Z',
        { fill: c },
      ) +
      strokes(['M286 210C300 180 330 158 356 152', 'M250 224C262 190 290 164 318 152', 'M224 246C232 210 256 176 284 160'], lo, 2.2, 0.45) +
      strokes(['M340 162C364 170 384 190 392 214'], hi, 5, 0.35),
  }),
  ponytail: (c, hi, lo) => ({
    back:
      path('M352 160C428 160 458 240 452 330C446 400 432 450 414 496C398 466 392 420 394 366C396 300 386 236 344 196Z', { fill: c }) +
      strokes(['M420 250C430 320 424 400 414 460'], lo, 2.5, 0.5),
    front:
      path(
        'M198 292C190 196 238 140 300 140C362 140 410 196 402 292C398 268 390 246 376 232C350 214 326 208 300 208C274 208 250 214 224 232C210 246 202 268 198 292Z',
        { fill: c },
      ) +
      strokes(['M300 208C302 184 316 160 340 150', 'M262 214C266 186 282 160 306 148', 'M336 212C344 188 362 170 384 168'], lo, 2.2, 0.45) +
      strokes(['M232 196C250 170 276 156 300 152'], hi, 5, 0.35),
  }),
  wavy: (c, hi, lo) => ({
    back: path(
      'M300 130C398 130 438 200 436 290C434 360 446 420 452 480C440 500 420 500 410 494C396 510 372 508 364 500L236 500C228 508 204 510 190 494C180 500 160 500 148 480C154 420 166 360 164 290C162 200 202 130 300 130Z',
      { fill: c },
    ),
    front:
      path(
        'M262 146C216 150 184 196 180 260C176 330 188 400 176 470C192 490 216 486 224 470C216 420 214 360 214 310C214 276 220 252 236 238C250 226 256 200 262 182Z',
        { fill: c },
      ) +
      path(
        'M262 146C340 136 410 170 420 260C428 340 414 420 428 482C412 498 390 494 382 480C392 430 392 370 388 320C386 282 378 258 362 246C330 252 290 238 268 206C264 196 262 188 262 182Z',
        { fill: c },
      ) +
      strokes(
        [
          'M196 300C186 340 204 370 192 410C184 436 196 452 192 466',
          'M404 300C414 340 398 370 410 410C416 436 404 452 410 470',
          'M290 172C318 200 344 220 372 228',
        ],
        lo,
        2.5,
        0.45,
      ) +
      strokes(['M300 150C340 146 380 166 398 200'], hi, 6, 0.35),
  }),
  afro: (c, hi, lo) => {
    const curl = (x: number, y: number) => `M${x - 7} ${y}a7 7 0 0 1 14 0`;
    const curls = ring(300, 236, 116, 104, -200, 20, 20, 0)
      .concat(ring(300, 236, 78, 70, -180, 0, 30, 0))
      .map(([x, y]) => curl(x, y));
    return {
      back: `<ellipse cx="300" cy="246" rx="150" ry="132" fill="${c}"/>${circles(ring(300, 240, 146, 128, -200, 20, 22, 40), c)}${strokes(curls, hi, 2.5, 0.18)}`,
      front:
        path('M202 270C196 200 240 156 300 154C360 156 404 200 398 270C388 244 366 222 340 214C316 208 284 208 260 214C234 222 212 244 202 270Z', { fill: c }) +
        strokes(['M230 212a7 7 0 0 1 14 0', 'M276 196a7 7 0 0 1 14 0', 'M322 198a7 7 0 0 1 14 0', 'M360 214a7 7 0 0 1 14 0'], hi, 2.5, 0.18),
    };
  },
  pixie: (c, hi, lo) => ({
    back: path('M300 140C380 140 414 196 410 270C408 310 400 330 392 340L208 340C200 330 192 310 190 270C186 196 220 140 300 140Z', { fill: c }),
    front:
      path(
        'M194 304C182 200 236 138 300 136C370 136 418 190 408 292C402 264 394 246 382 236C356 250 314 250 282 238C262 262 236 272 214 272C206 282 200 292 194 304Z',
        { fill: c },
      ) +
      strokes(['M382 236C360 210 320 196 282 200', 'M346 244C330 226 306 214 280 214'], lo, 2.2, 0.5) +
      strokes(['M250 158C280 142 320 142 350 156'], hi, 6, 0.35),
  }),
  hijab: (c, hi, lo) => {
    const opening =
      'M300 194C352 194 384 228 386 278C388 332 374 374 346 402C332 416 316 426 300 426C284 426 268 416 254 402C226 374 212 332 214 278C216 228 248 194 300 194Z';
    const outer =
      'M300 120C410 120 448 210 444 300C440 380 452 440 482 500C502 540 510 590 502 644C430 662 360 644 300 604C240 644 170 662 98 644C90 590 98 540 118 500C148 440 160 380 156 300C152 210 190 120 300 120Z';
    return {
      back: path('M300 120C410 120 448 210 444 300C442 380 452 450 470 520L130 520C148 450 158 380 156 300C152 210 190 120 300 120Z', { fill: c }),
      front:
        path(outer + opening, { fill: c, 'fill-rule': 'evenodd' }) +
        path(opening, { fill: 'none', stroke: shade(c, 0.22), 'stroke-width': 9 }) +
        strokes(
          ['M250 450C236 520 212 580 180 630', 'M350 450C364 520 388 580 420 630', 'M300 470C300 520 300 560 300 596', 'M200 300C190 380 170 450 140 500'],
          lo,
          3,
          0.45,
        ) +
        strokes(['M236 150C268 132 330 130 366 150'], hi, 8, 0.35),
    };
  },
  crop: (c, hi, lo) => ({
    back: path('M300 138C376 138 410 190 406 260L194 260C190 190 224 138 300 138Z', { fill: c }),
    front:
      path(
        'M202 284C192 196 238 142 300 140C364 142 410 196 398 284C394 262 390 248 382 238C360 218 332 210 300 212C268 210 240 218 218 238C210 248 206 262 202 284Z',
        { fill: c },
      ) +
      path(both('M203 250L216 250L215 300C212 306 206 306 203 300Z'), { fill: c }) +
      strokes(['M236 176C262 154 300 148 336 156'], hi, 5, 0.3),
  }),
  sidepart: (c, hi, lo) => ({
    back: path('M300 130C380 130 414 190 408 262L192 262C186 190 220 130 300 130Z', { fill: c }),
    front:
      path(
        'M200 288C186 190 228 122 302 118C380 116 422 180 402 288C398 262 392 246 384 236C370 214 346 200 314 196C284 200 258 208 240 220C222 232 208 254 200 288Z',
        { fill: c },
      ) +
      path(both('M203 252L215 252L214 300C211 305 206 305 203 300Z'), { fill: c }) +
      strokes(['M248 134C246 160 248 186 254 212'], lo, 3, 0.55) +
      strokes(['M262 132C310 118 360 128 388 166', 'M266 150C310 140 350 150 376 180'], hi, 4, 0.3),
  }),
  curly: (c, hi, lo) => ({
    back: path('M300 132C380 132 414 190 408 262L192 262C186 190 220 132 300 132Z', { fill: c }),
    front:
      path(
        'M202 282C192 200 236 150 300 148C364 150 408 200 398 282C392 258 384 242 372 232C350 218 326 214 300 214C274 214 250 218 228 232C216 242 208 258 202 282Z',
        { fill: c },
      ) +
      circles(ring(300, 196, 100, 62, -190, 10, 20, 20), c) +
      circles(ring(300, 200, 70, 36, -170, -10, 32, 4), lo) +
      path(both('M203 250L215 250L214 296C211 301 206 301 203 296Z'), { fill: c }),
  }),
  fade: (c, hi, lo) => {
    const dots = ring(300, 196, 74, 34, -172, -8, 9, 0).concat(ring(300, 176, 50, 18, -165, -15, 15, 0));
    return {
      back: '',
      front:
        path(
          'M204 262C198 196 242 150 300 150C358 150 402 196 396 262C392 246 386 236 378 230C366 222 352 222 340 216C326 210 312 210 300 212C288 210 274 210 260 216C248 222 234 222 222 230C214 236 208 246 204 262Z',
          { fill: c },
        ) +
        path(both('M204 246L213 238L214 290C211 294 206 294 204 290Z'), { fill: c, opacity: 0.75 }) +
        dots.map(([x, y]) => path(`M${x} ${y}l2 -3`, { fill: 'none', stroke: hi, 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.3 })).join(''),
    };
  },
  balding: (c, hi, lo) => ({
    back: path('M190 236C186 296 194 330 206 344L394 344C406 330 414 296 410 236C392 222 208 222 190 236Z', { fill: c }),
    front:
      path(both('M203 230C192 248 192 292 203 318C209 320 215 314 217 305C212 286 212 262 221 243C217 235 210 230 203 230Z'), { fill: c }) +
      strokes(['M250 186C276 176 306 176 332 184'], lo, 1.6, 0.25),
  }),
  messy: (c, hi, lo) => ({
    back: path('M300 134C380 134 414 190 408 262L192 262C186 190 220 134 300 134Z', { fill: c }),
    front:
      path(
        'M200 286C190 210 212 162 248 146L260 126L282 140L300 118L318 138L342 122L350 146L376 142L374 164C400 184 410 232 400 286C396 262 388 246 378 238L366 254L352 234L334 250L318 230L300 248L284 228L266 248L252 232L236 250L224 240C212 254 204 268 200 286Z',
        { fill: c },
      ) +
      path(both('M203 252L215 252L214 298C211 303 206 303 203 298Z'), { fill: c }) +
      strokes(['M262 150L280 176', 'M300 134L304 170', 'M338 140L326 172'], hi, 3, 0.3),
  }),
  quiff: (c, hi, lo) => ({
    back: path('M300 132C380 132 414 190 408 262L192 262C186 190 220 132 300 132Z', { fill: c }),
    front:
      path(
        'M200 286C190 196 226 134 292 116C334 104 384 112 398 152C412 192 408 240 400 286C396 262 390 246 380 236C356 218 326 214 300 216C270 214 242 222 222 238C212 250 204 266 200 286Z',
        { fill: c },
      ) +
      path(both('M203 252L215 252L214 298C211 303 206 303 203 298Z'), { fill: c }) +
      strokes(['M250 200C262 160 296 128 340 122', 'M282 206C296 170 330 144 370 142'], lo, 2.5, 0.45) +
      strokes(['M270 150C300 124 340 118 372 128'], hi, 5, 0.35),
  }),
};

export function hair(a: Appearance): HairLayers {
  const c = a.hair.color;
  return STYLES[a.hair.style](c, shade(c, -0.35), shade(c, 0.3));
}

const MOUSTACHE = 'M264 354C274 343 290 341 300 347C310 341 326 343 336 354C328 358 316 357 300 353C284 357 272 358 264 354Z';
const BEARD =
  'M203 296C203 362 228 408 262 432C278 444 290 450 300 450C310 450 322 444 338 432C372 408 397 362 397 296L387 296' +
  'C384 330 372 356 354 372C340 360 322 354 300 356C278 354 260 360 246 372C228 356 216 330 213 296Z';
const LIP_GAP = 'M260 364C267 389 284 400 300 400C316 400 333 389 340 364C327 358 313 356 300 356C287 356 273 358 260 364Z';

/** Beard and stubble sit under the mouth; a moustache goes over it (see `moustache`). */
export function beard(a: Appearance, face: string): string {
  const c = a.hair.style === 'hijab' ? '#2b1d1a' : a.hair.color;
  switch (a.facialHair) {
    case 'beard':
      return (
        path(BEARD + LIP_GAP, { fill: c, 'fill-rule': 'evenodd' }) +
        strokes(['M236 392C250 414 270 430 290 436', 'M364 392C350 414 330 430 310 436'], shade(c, -0.3), 3, 0.3)
      );
    case 'stubble':
      // Stubble is shadow on the skin, so it stops at the jaw line.
      return path(polygonPath(clipPolygon(pathToPolygon(BEARD), pathToPolygon(face))), { fill: c, opacity: 0.2 });
    case 'goatee':
      return path('M272 394C280 416 290 426 300 426C310 426 320 416 328 394C318 400 310 402 300 402C290 402 282 400 272 394Z', { fill: c });
    default:
      return '';
  }
}

export function moustache(a: Appearance): string {
  const c = a.hair.color;
  if (a.facialHair === 'none') return '';
  return path(MOUSTACHE, { fill: c, opacity: a.facialHair === 'stubble' ? 0.3 : 1 });
}
