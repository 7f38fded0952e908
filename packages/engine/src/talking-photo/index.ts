/** Talking photos: a still portrait lip-synced on the CPU along its face mesh. */
export {
  TalkingPhotoRenderer,
  TALKING_PHOTO_VERSION,
  isPhotoAvatar,
  NoFaceError,
  pickFace,
  pointInBox,
  type PhotoSource,
} from './renderer.js';
export { deformFace, faceFrame, lipGap, type FaceFrame } from './deform.js';
export { warpPlane } from './warp.js';
export { paintMouth } from './mouth.js';
export { AvatarRouter } from './router.js';
export { renderPhotoPreview, type PhotoPreviewOptions } from './preview.js';
export { HEAD_MOTION_SCALE, withHeadMotion } from './renderer.js';
