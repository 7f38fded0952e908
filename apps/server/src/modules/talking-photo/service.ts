/** What other modules may ask of talking photos. */
export { photoFaces } from './faces.js';
