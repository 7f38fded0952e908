/** Custom (video) avatars: a footage loop with its face meshes, re-animated to new speech. */
export { extractVideoLook, FootageFaceError, VIDEO_LOOK_FORMAT, LOOP_FPS, type VideoTrack } from './extract.js';
export { VideoAvatarRenderer, VIDEO_AVATAR_VERSION, parseVideoLookFile, type VideoLookFile } from './renderer.js';
