export { type BackgroundRemover, CutoutError } from './types.js';
export { LocalBackgroundRemover, type LocalCutoutOptions } from './local.js';
export { RembgBackgroundRemover, type RembgOptions } from './rembg.js';
export { startFakeRembg, type FakeRembg } from './rembg-fake.js';
export { CUTOUT_MAX_SIDE, finishCutout, type CutoutPicture } from './finish.js';
