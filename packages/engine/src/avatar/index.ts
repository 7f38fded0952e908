/** The avatar capability: the illustrated library, its drawing, lip-sync animation and renderers. */
export * from './look.js';
export { LICENSE_INFO, AVATAR_CHARACTERS, AVATAR_LOOKS, findLook, filterLooks, sampleLooks, registerLook, type LookFilter } from './library.js';
export { lookFromText, lookFile, parseLookFile, lookEmotion, type TextToLookOptions, type LookFile } from './text-to-look.js';
export { hashSeed, seededRandom } from './random.js';
export { avatarSvg, avatarLayers, type AvatarState, type AvatarLayers } from './draw.js';
export { EXPRESSIONS, VISEMES, expressionFor, type Viseme, type Expression } from './expressions.js';
export { AVATAR_ASPECT, drawingFrame, FACE_BOX, type Box } from './geometry.js';
export { visemeOf } from './visemes.js';
export * from './mouth-track.js';
export { LocalAvatarRenderer, LOCAL_AVATAR_VERSION, UnknownAvatarError, type LocalAvatarRendererOptions } from './local-renderer.js';
export { renderLookPreview, renderLookImage, renderEmotionClip, emotionClipArgs, PREVIEW_LINE, type EmotionClipOptions } from './previews.js';
export { HeygemAvatarRenderer, heygemOptionsFromEnv, type HeygemOptions } from './heygem.js';
export { TalkingHeadError, HEYGEM_CODE } from './heygem-protocol.js';
export { startFakeHeygem, type FakeHeygem, type FakeHeygemOptions } from './heygem-fake.js';
export { coversFace, drawnProductBox, lookWithProduct, photoWithProduct, productBox, type ProductPlacement } from './product.js';
