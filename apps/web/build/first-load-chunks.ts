/**
 * Rolldown's automatic chunking splits code by which pages share it: what every page loads first (the
 * entry's static imports: React, the router, the translator, Mantine's core, our providers) arrived as some
 * twenty chunks, each gzipped on its own and each holding whatever else the same pages share. This
 * group puts all of it in one chunk (Rolldown's `$initial` tag: modules the entry imports statically,
 * as bundled, so only what is used), which compresses better and costs one request. What the pages load
 * lazily keeps the automatic chunking.
 */
export const firstLoadChunks = () => ({
  groups: [{ name: 'boot', tags: ['$initial' as const] }],
});
