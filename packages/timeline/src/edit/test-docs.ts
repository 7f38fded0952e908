import { expect } from 'vitest';
import { newAvatarVideoDoc } from '../avatar-video.js';
import { TimelineDoc } from '../schema.js';
import { applyOp, type DocDraft, type DocOp } from './apply.js';

/* Documents the edit tests start from (tests only). */

export const VOICE = 'espeak:en-us';

/**
 * Three scenes from the Avatar Video form, then made richer: s1 has the avatar, a bounded image and a text
 * from 2 s on, two lines (the second spoken by the avatar, with pauses) and a set duration.
 */
export function richDoc(): TimelineDoc {
  const base = newAvatarVideoDoc({
    aspectRatio: '16:9',
    avatar: 'anna/office',
    voice: VOICE,
    script: 'Hello there, everyone. This is the second scene of the video. And here is the third one.',
  });
  const [s1, ...rest] = base.scenes;
  return TimelineDoc.parse({
    ...base,
    scenes: [
      {
        ...s1,
        duration: 20,
        layers: [...s1.layers, { type: 'image', id: 'img', src: 'asset:pic', start: 1, end: 4 }, { type: 'text', id: 'title', text: 'Welcome', start: 2 }],
        script: [...s1.script, { id: 'seg1b', text: 'How are you today?', voice: VOICE, speaker: 'avatar', pauseBefore: 0.5, pauseAfter: 0.3 }],
      },
      ...rest,
    ],
  });
}

/** Sixty scenes of three or four layers each: the size the editor must stay fast on. */
export function bigDoc(): TimelineDoc {
  const script = Array.from({ length: 60 }, (_, i) => `This is sentence number ${i + 1} of a long video about many things.`).join(' ');
  const base = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'anna/office', voice: VOICE, script });
  return TimelineDoc.parse({
    ...base,
    scenes: base.scenes.map((scene, i) => ({
      ...scene,
      // Every third line names its speaker, so speakers meet every operation.
      script: scene.script.map((segment) => (i % 3 ? segment : { ...segment, speaker: 'avatar' })),
      layers: [
        ...scene.layers,
        { type: 'image', id: 'img', src: 'asset:pic', start: 0.5, end: 2 },
        { type: 'text', id: 'title', text: `Title ${i + 1}` },
        ...(i % 2 ? [{ type: 'shape', id: 'box', shape: 'rect', fill: '#ff0000' }] : []),
      ],
    })),
  });
}

/**
 * Asserts the document is what the schema makes of it: valid, and nothing missing that parsing would add
 * (beyond that, fields a newer schema adds may ride along).
 */
export function expectValid(doc: TimelineDoc): TimelineDoc {
  expect(doc).toMatchObject(TimelineDoc.parse(doc));
  return doc;
}

/** applyOp, then expectValid. */
export function run<A extends unknown[]>(doc: TimelineDoc, op: DocOp<A>, ...args: A): TimelineDoc {
  return expectValid(applyOp(doc, op, ...args));
}

/** Runs a recipe outside a history and returns the checked document with what the recipe returned (a new id). */
export function runFor<R>(doc: TimelineDoc, recipe: (draft: DocDraft) => R): [TimelineDoc, R] {
  let result: R | undefined;
  const next = applyOp(doc, (draft) => {
    result = recipe(draft);
  });
  return [expectValid(next), result as R];
}
