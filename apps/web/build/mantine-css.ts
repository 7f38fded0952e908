import type { Plugin } from 'vite';

/**
 * Mantine ships one stylesheet per component (`@mantine/core/styles/<Name>.css`) beside the class-name
 * map each component imports (`<Name>.module.mjs`). This plugin makes every class-name map import its
 * own stylesheet, so a component's CSS lands in the same chunk as its code: a page loads the styles of
 * the components it renders and nothing else, and a dependency's styles come before its user's
 * (module order), as in Mantine's own `styles.css`. The `.layer.css` variants put all of Mantine in
 * `@layer mantine`, so our own (unlayered) CSS wins whatever order the chunks' stylesheets arrive in,
 * as it did when one `styles.css` came first. The entry still imports the global parts (baseline,
 * CSS variables, global) itself.
 */
const CORE_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** Extensions with a single stylesheet for the whole package. */
const PACKAGE_MODULE = /[\\/]@mantine[\\/](notifications|dropzone)[\\/]esm[\\/].*\.module\.mjs$/;

/** The stylesheet a module of Mantine's needs, or null. */
export function mantineStylesheetFor(id: string): string | null {
  const core = CORE_MODULE.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const pkg = PACKAGE_MODULE.exec(id);
  return pkg ? `@mantine/${pkg[1]}/styles.layer.css` : null;
}

/** `vite dev` pre-bundles Mantine, out of this plugin's reach: there the entry takes the whole sheets. */
const DEV_SHEETS = ['@mantine/core/styles.layer.css', '@mantine/notifications/styles.layer.css', '@mantine/dropzone/styles.layer.css'];
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

export function mantineCss(): Plugin {
  let serve = false;
  return {
    name: 'framecast-mantine-css',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (serve) return ENTRY.test(file) ? { code: `${DEV_SHEETS.map((s) => `import ${JSON.stringify(s)};`).join('\n')}\n${code}`, map: null } : null;
      const sheet = mantineStylesheetFor(file);
      return sheet ? { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null } : null;
    },
  };
}
