import crypto from 'node:crypto';
import { canonicalJson } from '@framecast/engine';
import type { TimelineDoc } from '@framecast/timeline';

/** A document's identity for its preview: a changed design is a new preview. */
export const docHash = (doc: TimelineDoc) => crypto.createHash('sha256').update(canonicalJson(doc)).digest('hex');
