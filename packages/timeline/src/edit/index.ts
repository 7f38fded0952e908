/*
 * The timeline editor's document operations. Each is an immer recipe, `(draft, ...args) => void | newId`,
 * that changes a draft of the document in place: run one in the editor's history with
 * `edit(history, label, (d) => op(d, ...args))`, or on its own with `applyOp(doc, op, ...args)`. Either way
 * the result shares every untouched scene, layer and line with the document before, and still parses as
 * a TimelineDoc; an op refuses with a TimelineError (unknown id, an invalid value, a limit) and then
 * nothing changes.
 */
export * from './apply.js';
export * from './brand-style.js';
export * from './clipboard.js';
export * from './history.js';
export * from './ids.js';
export * from './keyframes.js';
export * from './layers.js';
export * from './limits.js';
export * from './scenes.js';
export * from './segments.js';
export * from './select.js';
export * from './snap.js';
export * from './video-parts.js';
