import { enCore } from './core';
import { enRest } from './rest';

/** English, whole: the app ships core.ts and loads rest.ts with the pages that need it. */
export const en = { ...enCore, ...enRest };

/** The shape every other language must fill in completely. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
