/** Finding faces in pictures (Human's face mesh and descriptor on tfjs wasm, models from the npm package). */
export { detectFaces, faceSimilarity, type Face } from './detect.js';
export { decodeImage, imageSize, ImageLoadError, type RawImage, type RawPixelFormat } from './image.js';
export { loadHuman } from './human.js';
export { mouthOpenness, videoMouthOpenness } from './mouth-open.js';
export { checkConsent, MISMATCH, SAME_PERSON, MIN_CONSENT_SPEECH_SEC, type ConsentResult, type ConsentVerdict } from './consent.js';
export { faceTraits, ageGroupOf, type FaceTraits } from './traits.js';
