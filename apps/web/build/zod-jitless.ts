import type { Plugin } from 'vite';

const CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const CREATE = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});';

/**
 * zod compiles object parsers with `new Function` unless `jitless` is set, and reads the setting when a
 * schema is built — the contract builds its schemas as its modules load, before any code of ours could
 * call `z.config()` (chunks run before the entry's body). The page's CSP allows no eval, so the web
 * build creates zod's global config with `jitless: true` at its source. Fails the build if zod changes
 * that line, rather than silently probing eval again.
 */
export function zodJitless(): Plugin {
  return {
    name: 'framecast-zod-jitless',
    enforce: 'pre',
    transform(code, id) {
      if (!CORE.test(id.split('?')[0]!)) return null;
      if (!code.includes(CREATE)) this.error(`zod's core no longer creates its global config as expected (${id}); update build/zod-jitless.ts`);
      return { code: code.replace(CREATE, '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = { jitless: true });'), map: null };
    },
  };
}
