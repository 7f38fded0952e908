// The old path of moveGuestAssets, now in service.ts. Nothing imports this any more: delete it once no
// branch does.
export { moveGuestAssets } from './service.js';
