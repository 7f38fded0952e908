/**
 * The library module's interface for other modules: a user's avatar favourites, which follow a guest
 * who signs up into their account.
 */
export { moveGuestFavorites } from './favorites.js';
