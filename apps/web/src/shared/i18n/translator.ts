import rosetta from 'rosetta';

/** A dictionary: nested objects of strings, looked up by dotted keys ('auth.signIn.title'). */
export interface Table {
  [key: string]: string | Table;
}
/** Values for `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export type TOptions = Record<string, unknown> & { count?: number; lng?: string };
export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  readonly language: string;
  t: TFunction;
  /** A `t` bound to one language, whatever the current one is. */
  getFixedT(lng: string): TFunction;
  exists(key: string, options?: { lng?: string }): boolean;
  /** Adds keys to a language's dictionary (merged deeply: a namespace may arrive in parts). */
  add(lng: string, table: Table): void;
  changeLanguage(lng: string): Promise<void>;
  /** Called after a language change or added keys; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Bumped on every change: a snapshot for React's useSyncExternalStore. */
  version(): number;
}

const merge = (into: Table, from: Table): Table => {
  const out: Table = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
};

/**
 * The app's translations: rosetta looks keys up and fills `{{placeholders}}`; this adds what the
 * dictionaries rely on — plural forms chosen by `Intl.PluralRules` (i18next's `_one`/`_other`
 * suffixes), a fallback language for keys a dictionary lacks, and the key itself when no language
 * has it (so a gap shows, instead of an empty label). It replaced i18next, whose 15 KB (gzip) sat
 * on the sign-in page's first load for features the app does not use.
 */
export function createTranslator(options: { lng: string; fallback: string }): Translator {
  const store = rosetta<Table>();
  const plurals = new Map<string, Intl.PluralRules>();
  const listeners = new Set<() => void>();
  let language = options.lng;
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  const lookup = (lng: string, key: string, params: TOptions | undefined): string | undefined => {
    // rosetta answers '' for a missing key (and an object for a namespace): neither is a text.
    const text = (k: string) => {
      const value: unknown = store.t(k, params ?? {}, lng);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    if (typeof params?.count !== 'number') return text(key);
    let rules = plurals.get(lng);
    if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return text(`${key}_${rules.select(params.count)}`) ?? text(`${key}_other`) ?? text(key);
  };

  const translate = (lng: string, key: string, params?: TOptions): string =>
    lookup(lng, key, params) ?? (lng === options.fallback ? undefined : lookup(options.fallback, key, params)) ?? key;

  return {
    get language() {
      return language;
    },
    t: (key, params) => translate(params?.lng ?? language, key, params),
    getFixedT: (lng) => (key, params) => translate(params?.lng ?? lng, key, params),
    exists: (key, opts) => {
      const lng = opts?.lng ?? language;
      return lookup(lng, key, undefined) !== undefined || lookup(options.fallback, key, undefined) !== undefined;
    },
    add: (lng, table) => {
      store.set(lng, merge(store.table(lng) ?? {}, table));
      changed();
    },
    changeLanguage: (lng) => {
      if (lng !== language) {
        language = lng;
        changed();
      }
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
