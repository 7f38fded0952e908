import { newAvatarVideoDoc, sceneLayout, TIMELINE_VERSION, TimelineDoc, type TimelineDocInput, updateSegment } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { type FramePlan, planFrames } from './timing.js';
import { type SpeechTake, windowContent, type WindowContext } from './window-content.js';

const avatars = { id: 'local', version: '1', aspect: () => 0.75 };
const base: TimelineDocInput = {
  version: TIMELINE_VERSION,
  aspectRatio: '9:16',
  scenes: [
    {
      id: 's1',
      layers: [
        { id: 'host', type: 'avatar', avatar: 'maya', x: 0.5, y: 0.625, width: 1 },
        { id: 'title', type: 'text', text: 'Hello', start: 2.5 },
      ],
      script: [
        { id: 'a', text: 'First sentence.', voice: 'espeak:en-us' },
        { id: 'b', text: 'Second sentence.', voice: 'espeak:en-us' },
        { id: 'c', text: 'Third sentence.', voice: 'espeak:en-us' },
      ],
    },
  ],
};

/** Speech keys and lengths as the speech step would give them: a function of the text. */
function contextFor(doc: TimelineDoc, watermark = false): WindowContext & { plan: FramePlan } {
  const speech = new Map<string, SpeechTake>(
    doc.scenes.flatMap((s) => s.script).map((seg) => [seg.id, { key: `speech-${seg.text}`, durationSec: seg.text.length / 12 }]),
  );
  const plan = planFrames(doc, Object.fromEntries([...speech].map(([id, t]) => [id, t.durationSec])));
  return { doc, plan, speech, media: new Map(), avatars, watermark };
}
const keys = (ctx: ReturnType<typeof contextFor>) => ctx.plan.windows.map((w) => windowContent(w, ctx).key);

describe('windowContent', () => {
  const doc = TimelineDoc.parse(base);
  it('editing one sentence changes only that window key', () => {
    const before = keys(contextFor(doc));
    const after = keys(contextFor(updateSegment(doc, 'b', { text: 'A different, longer second sentence.' })));
    expect(new Set(before).size).toBe(3);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });
  it('is stable for the same input and changes with watermark, size and renderer version', () => {
    const ctx = contextFor(doc);
    expect(keys(contextFor(doc))).toEqual(keys(ctx));
    expect(keys(contextFor(doc, true))[0]).not.toBe(keys(ctx)[0]);
    expect(keys(contextFor(TimelineDoc.parse({ ...base, resolution: '1080p' })))[0]).not.toBe(keys(ctx)[0]);
    expect(keys({ ...ctx, avatars: { ...avatars, version: '2' } })[0]).not.toBe(keys(ctx)[0]);
  });
  it('gives the speaking avatar its speech and the exact pixel box', () => {
    const ctx = contextFor(doc);
    const { content } = windowContent(ctx.plan.windows[1], ctx);
    const avatar = content.layers.find((l) => l.type === 'avatar')!;
    expect(avatar).toMatchObject({ width: 720, height: 960, x: 0, y: 320, speech: { key: 'speech-Second sentence.', leadIn: 0 } });
    expect(content.subtitles).toMatchObject({ text: 'Second sentence.', speech: 'speech-Second sentence.' });
  });
  it("captions the script as shown: the pause and pronunciation marks are the voice's, not the viewer's", () => {
    const marked = updateSegment(doc, 'b', { text: "Say [pause 1s] {tomato|t@m'A:toU} now." });
    const { content } = windowContent(contextFor(marked).plan.windows[1], contextFor(marked));
    expect(content.subtitles?.text).toBe('Say tomato now.');
  });
  it('tells a continuous avatar (a footage loop) where its clip starts in the video, and no other', () => {
    const ctx = contextFor(doc);
    const starts = ctx.plan.windows.map((w) => windowContent(w, { ...ctx, avatars: { ...avatars, continuous: () => true } }).content.layers[0]);
    expect(starts.map((l) => (l?.type === 'avatar' ? l.startFrame : null))).toEqual(ctx.plan.windows.map((w) => w.startFrame));
    const still = windowContent(ctx.plan.windows[1], ctx).content.layers[0];
    expect(still?.type === 'avatar' && 'startFrame' in still).toBe(false);
  });
  it('moves scene-timed layers onto the window clock and leaves out those not showing', () => {
    const ctx = contextFor(doc);
    const texts = ctx.plan.windows.map((w) => windowContent(w, ctx).content.layers.find((l) => l.type === 'text'));
    // Windows: a 0–1.28 s, b 1.28–2.64 s, c 2.64–3.92 s; the title shows from 2.5 s.
    expect(texts[0]).toBeUndefined();
    expect(texts[1]?.span).toEqual({ start: 1.22, end: 1.36 });
    expect(texts[2]?.span).toBeUndefined();
  });
  it("carries a text's font family only when it names one other than the default, so older windows keep their keys", () => {
    const withFont = (font?: string) =>
      TimelineDoc.parse({ ...base, scenes: base.scenes.map((s) => ({ ...s, layers: s.layers?.map((l) => (l.type === 'text' ? { ...l, font } : l)) })) });
    const last = (d: TimelineDoc) => {
      const ctx = contextFor(d);
      const w = windowContent(ctx.plan.windows[2], ctx);
      return { key: w.key, text: w.content.layers.find((l) => l.type === 'text') };
    };
    const plain = last(doc);
    expect(plain.text).not.toHaveProperty('font');
    expect(last(withFont('WenQuanYi Zen Hei'))).toEqual(plain);
    const serif = last(withFont('DejaVu Serif'));
    expect(serif.text).toMatchObject({ font: 'DejaVu Serif' });
    expect(serif.key).not.toBe(plain.key);
  });
  it('takes every box from the shared scene layout the editor preview draws', () => {
    const doc = newAvatarVideoDoc({
      aspectRatio: '16:9',
      avatar: 'maya/support',
      voice: 'espeak:en-us',
      script: 'One. Two.',
      background: { type: 'image', src: 'asset:bg' },
      logo: { src: 'asset:logo', position: 'bottom-left', width: 0.2 },
    });
    const withTitle = TimelineDoc.parse({
      ...doc,
      scenes: doc.scenes.map((s) => ({ ...s, layers: [...s.layers, { id: 't', type: 'text', text: 'Hi', x: 0.2, y: 0.3, width: 0.3, size: 0.07 }] })),
    });
    const ctx = contextFor(withTitle, true);
    // An odd avatar aspect, so the box can only match if both use the renderer's aspect.
    const odd = {
      ...ctx,
      avatars: { ...avatars, aspect: () => 0.6 },
      media: new Map([
        ['asset:bg', { path: 'bg.png', hash: 'bg' }],
        ['asset:logo', { path: 'logo.png', hash: 'logo' }],
      ]),
    };
    const { content } = windowContent(ctx.plan.windows[0]!, odd);
    const layout = sceneLayout(withTitle, withTitle.scenes[0]!, { watermark: true, avatarAspect: () => 0.6 });
    const [avatarLaid, textLaid] = layout.layers;
    const [avatar, text] = content.layers;
    expect(avatarLaid?.type === 'avatar' && avatar?.type === 'avatar').toBe(true);
    if (avatarLaid?.type !== 'avatar' || avatar?.type !== 'avatar') return;
    expect({ x: avatar.x, y: avatar.y, width: avatar.width, height: avatar.height }).toEqual(avatarLaid.box);
    expect(avatar.removeBackground).toBe(avatarLaid.cutout);
    expect(avatar.removeBackground).toBe(true);
    expect(text).toMatchObject({ cx: 256, cy: 216, width: 384, fontPx: 50 });
    expect(textLaid).toMatchObject({ cx: 256, cy: 216, width: 384, fontPx: 50 });
    expect(content.logo).toEqual({ media: 'logo', position: layout.logo!.corner, width: layout.logo!.width, opacity: 1 });
    expect([content.width, content.height]).toEqual([layout.width, layout.height]);
  });
});

/** Adds v3 fields to the base document's first scene and parses it, as a client would send it. */
const v3 = (scene: object, layers: Record<string, object> = {}) =>
  TimelineDoc.parse({
    ...base,
    scenes: base.scenes.map((s) => ({
      ...s,
      ...scene,
      layers: [...(s.layers ?? []).map((l) => ({ ...l, ...layers[l.id] })), ...(layers.extra ? [layers.extra] : [])],
    })),
  });
const pic = { id: 'pic', type: 'image', src: 'asset:pic', width: 1, height: 1 };
const withMedia = (ctx: ReturnType<typeof contextFor>) => ({ ...ctx, media: new Map([['asset:pic', { path: 'pic.png', hash: 'pic' }]]) });
const contents = (doc: TimelineDoc) => {
  const ctx = withMedia(contextFor(doc));
  return ctx.plan.windows.map((w) => windowContent(w, ctx));
};

describe('windowContent of v3 movements', () => {
  it('keeps the keys v2 gave a document that uses none of them (cached clips stay valid)', () => {
    const doc = TimelineDoc.parse({
      version: TIMELINE_VERSION,
      aspectRatio: '9:16',
      background: { type: 'image', src: 'asset:bg' },
      logo: { src: 'asset:logo' },
      scenes: [
        {
          id: 's1',
          layers: [
            { id: 'host', type: 'avatar', avatar: 'maya', x: 0.5, y: 0.625, width: 1 },
            { id: 'pic', type: 'image', src: 'asset:pic', x: 0.3, y: 0.2, width: 0.4, start: 0.5 },
            { id: 'clip', type: 'video', src: 'asset:clip', width: 0.6, end: 2 },
            { id: 'title', type: 'text', text: 'Hello', start: 1.5 },
            { id: 'box', type: 'shape', shape: 'rect', fill: '#ff0000' },
          ],
          script: [
            { id: 'a', text: 'First sentence.', voice: 'espeak:en-us' },
            { id: 'b', text: 'Second sentence.', voice: 'espeak:en-us' },
          ],
        },
        { id: 's2', duration: 2, background: { type: 'video', src: 'asset:clip' }, layers: [{ id: 'pic', type: 'image', src: 'asset:pic' }] },
      ],
    });
    const media = new Map(
      ['asset:bg', 'asset:logo', 'asset:pic', 'asset:clip'].map((r) => [r, { path: r, hash: `h-${r}`, durationSec: r === 'asset:clip' ? 3 : undefined }]),
    );
    const ctx = { ...contextFor(doc, true), media };
    // The keys the version 2 renderer gave this document.
    expect(ctx.plan.windows.map((w) => windowContent(w, ctx).key)).toEqual([
      'clip-4c06292b934f635fc30a5b36c43c320aa9c0ad1e81e9d1806ffac91843ca98a6.mp4',
      'clip-544a5e25f6197d51887c5f11ad84ffd809606d8cdfaac1569b640e6399a026b6.mp4',
      'clip-bc8af81a281a590b66ab5c5c450c4888ef642f0d1b33e698d2b9cd3206720385.mp4',
    ]);
  });

  it("carries a motion's progress at each window's first and last frame, continuous across windows", () => {
    const all = contents(v3({}, { extra: { ...pic, motion: 'zoom-in' } }));
    const motions = all.map((c) => {
      const layer = c.content.layers.find((l) => l.type === 'image');
      return layer?.type === 'image' ? layer.motion : undefined;
    });
    // Windows of 32, 34 and 32 frames: 98 frames, so a frame moves the picture 1/97 of the way.
    expect(motions[0]).toEqual({ type: 'zoom-in', from: 0, to: 0.319588 });
    expect(motions[2]?.to).toBe(1);
    for (const [i, m] of motions.slice(1).entries()) expect(m!.from - motions[i]!.to).toBeCloseTo(1 / 97, 5);
    const layer = all[0]!.content.layers.find((l) => l.type === 'image');
    expect(layer).toMatchObject({ width: 720, height: 1280, fit: 'cover' });
  });

  it("runs a timed layer's motion over its own time on screen", () => {
    const all = contents(v3({}, { extra: { ...pic, motion: 'pan-left', start: 1, end: 2 } }));
    const m = all.map((c) => c.content.layers.find((l) => l.type === 'image'));
    expect(m[2]).toBeUndefined();
    // 1 s … 2 s: frames 25 … 49. Window a (frames 0 … 31) starts before it: progress below 0, clamped when drawn.
    expect(m[0]?.type === 'image' && m[0].motion).toEqual({ type: 'pan-left', from: -1.041667, to: 0.25 });
    expect(m[1]?.type === 'image' && m[1].motion?.from).toBeCloseTo(0.291667, 6);
  });

  it('changes the key of exactly the windows a movement touches', () => {
    const before = contents(TimelineDoc.parse(base)).map((c) => c.key);
    const keysOf = (doc: TimelineDoc) => contents(doc).map((c) => c.key);
    // The title shows from 2.5 s: its half-second entrance falls in windows b and c.
    const entering = keysOf(v3({}, { title: { enter: 'fade' } }));
    expect([entering[0] === before[0], entering[1] === before[1], entering[2] === before[2]]).toEqual([true, false, false]);
    expect(keysOf(v3({}, { title: { enter: 'rise' } }))[1]).not.toBe(entering[1]);
    // A 2 s transition covers windows a and b.
    const faded = keysOf(v3({ transition: { type: 'fade', duration: 2 } }));
    expect([faded[0] === before[0], faded[1] === before[1], faded[2] === before[2]]).toEqual([false, false, true]);
    expect(keysOf(v3({ transition: { type: 'zoom', duration: 2 } }))[0]).not.toBe(faded[0]);
    // Boxes and motion: each field moves the key.
    const boxed = keysOf(v3({}, { extra: pic }));
    expect(keysOf(v3({}, { extra: { ...pic, fit: 'contain' } }))[0]).not.toBe(boxed[0]);
    expect(keysOf(v3({}, { extra: { ...pic, height: 0.5 } }))[0]).not.toBe(boxed[0]);
    expect(keysOf(v3({}, { extra: { ...pic, motion: 'pan-up' } }))[0]).not.toBe(boxed[0]);
  });

  it("gives a text's entrance and the scene's transition on the window clock", () => {
    const all = contents(v3({ transition: { type: 'wipe', duration: 2 } }, { title: { enter: 'rise' } }));
    const titles = all.map((c) => c.content.layers.find((l) => l.type === 'text'));
    expect(titles.map((t) => (t?.type === 'text' ? t.enter : null))).toEqual([null, { type: 'rise', start: 1.22 }, { type: 'rise', start: -0.14 }]);
    // The wipe's panel is the document's background colour.
    expect(all.map((c) => c.content.transition)).toEqual([
      { type: 'wipe', duration: 2, start: 0, color: '#1f2937' },
      { type: 'wipe', duration: 2, start: -1.28, color: '#1f2937' },
      undefined,
    ]);
    const later = contents(v3({}, { title: { enter: 'fade', start: 0.2 } }));
    expect(later.map((c) => c.content.layers.find((l) => l.type === 'text')).map((t) => t?.type === 'text' && t.enter)).toEqual([
      { type: 'fade', start: 0.2 },
      undefined,
      undefined,
    ]);
  });
});

describe('windowContent of v4 keyframes', () => {
  const keyframes = [
    { t: 0, x: 0.2 },
    { t: 1, x: 0.8, opacity: 0.5 },
  ];

  it("carries a keyframed layer's keyframes and own values with how far into its time each window starts", () => {
    const doc = v3({}, { title: { keyframes, x: 0.3 } });
    const ctx = withMedia(contextFor(doc));
    const shown = ctx.plan.windows.map((w) => ({ w, title: windowContent(w, ctx).content.layers.find((l) => l.type === 'text') })).filter((s) => s.title);
    expect(shown.length).toBeGreaterThan(0);
    for (const { w, title } of shown) {
      expect(title!.keys).toMatchObject({ x: 0.3, y: 0.5, opacity: 1, keyframes });
      // The title shows from 2.5 s into the scene: a window starting at 2 s is half a second before its time.
      expect(title!.keys!.shift).toBeCloseTo(w.sceneOffsetFrames / doc.fps - 2.5, 6);
    }
  });

  it('changes no key of a document without keyframes, and gives layers without them no keys', () => {
    const plain = contents(v3({}));
    expect(plain.flatMap((c) => c.content.layers).some((l) => 'keys' in l)).toBe(false);
    const keyed = contents(v3({}, { host: { keyframes } }));
    expect(keyed.map((c) => c.key)).not.toEqual(plain.map((c) => c.key));
  });
});
