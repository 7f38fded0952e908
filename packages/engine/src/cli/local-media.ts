import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Media refs for a render without a server: `file:<path>` relative to the document's folder (or
 * absolute), `builtin:<name>` from a folder of bundled media. `asset:` and `storage:` need the server.
 */
export function localMediaResolver(documentDir: string, builtinDir: string): (ref: string) => Promise<string> {
  return async (ref) => {
    const colon = ref.indexOf(':');
    const scheme = ref.slice(0, colon);
    const rest = ref.slice(colon + 1);
    let file: string;
    if (scheme === 'file') file = path.resolve(documentDir, rest);
    else if (scheme === 'builtin') {
      file = path.resolve(builtinDir, rest);
      if (!file.startsWith(path.resolve(builtinDir) + path.sep)) throw new Error(`Bad builtin media name: ${rest}`);
    } else throw new Error(`${ref}: ${scheme}: media needs the server; the command-line renderer reads file: and builtin: refs`);
    try {
      await fs.access(file);
    } catch {
      throw new Error(`${ref}: no such file ${file}`);
    }
    return file;
  };
}
