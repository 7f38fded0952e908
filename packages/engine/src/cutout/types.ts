/**
 * Background removal: a product picture in, the product on a transparent background out (PNG). The
 * local engine runs a segmentation model on the CPU; a rembg server does the same over HTTP.
 */
export interface BackgroundRemover {
  readonly id: 'local' | 'rembg';
  /** Writes `out` (RGBA PNG); throws CutoutError with words for the user when the picture cannot be cut. */
  remove(input: string, out: string, signal?: AbortSignal): Promise<void>;
}

/** Why a picture could not be cut out, for the caller to word: not a picture it can read, or nothing left of it. */
export class CutoutError extends Error {
  constructor(readonly reason: 'unreadable' | 'no_product') {
    super(reason === 'unreadable' ? 'The picture could not be read' : 'No product was found in the picture');
  }
}
