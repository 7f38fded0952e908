// The Node.js versions Framecast runs on: Vite 8 (the web build) needs 20.19+ on the 20 line and
// 22.12+ on the 22 line; every server dependency runs on 20 (CI tests on 20). Kept in one place so
// `npm start`, `npm test` and the server entry points refuse an older Node with the same words.
export const NODE_RANGE = '^20.19.0 || >=22.12.0';

/** `null` when this Node is supported, else the message to print. */
export function nodeVersionProblem(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  const ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
  return ok ? null : `Framecast needs Node.js 20.19 or newer on the 20 line, or 22.12 or newer (this is ${version}).`;
}
