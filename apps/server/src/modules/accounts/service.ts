// Operations on a whole account, which touch every module's data; the users module keeps the user row.
// Only auth (which confirms a deletion by password), teams (deleting a space) and app.ts reach in here,
// so no module that owns data depends on this one and the module graph stays free of cycles.
export { deleteAccount, deleteSpaceWithFiles } from './delete.js';
export { transferGuestWork } from './transfer.js';
