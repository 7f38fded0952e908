/**
 * Points of MediaPipe's 468-point face mesh (the layout Human answers) that the animation moves.
 * Contours run from the face's right corner (image left) to its left corner.
 */

/** Inner edge of the upper lip, corner to corner. */
export const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;
/** Inner edge of the lower lip, corner to corner. */
export const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;
export const UPPER_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;
export const LOWER_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291] as const;
/** The rest of the lips' rings between the outer and inner edges. */
export const UPPER_LIP_MID = [184, 74, 73, 72, 11, 302, 303, 304, 408, 42, 41, 38, 12, 268, 271, 272, 183, 62, 76, 77, 306, 292, 407] as const;
export const LOWER_LIP_MID = [96, 89, 179, 86, 15, 316, 403, 319, 325, 77, 90, 180, 85, 16, 315, 404, 320, 307, 146] as const;

export const MOUTH_CORNERS = { right: 61, left: 291 } as const;
export const CHIN = 152;

/** Eyes: upper and lower lids (inner ring) and the crease above the upper lid. */
export const EYES = [
  {
    upper: [246, 161, 160, 159, 158, 157, 173],
    lower: [7, 163, 144, 145, 153, 154, 155],
    crease: [247, 30, 29, 27, 28, 56, 190],
    corners: [33, 133],
  },
  {
    upper: [466, 388, 387, 386, 385, 384, 398],
    lower: [249, 390, 373, 374, 380, 381, 382],
    crease: [467, 260, 259, 257, 258, 286, 414],
    corners: [263, 362],
  },
] as const;
