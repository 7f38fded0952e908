// The old path of assetFilesOf, now in service.ts; an account's unfinished uploads are uploadFilesOf in
// uploads/service.ts. Nothing imports this any more: delete it once no branch does.
export { assetFilesOf } from './service.js';
