import { newAvatarVideoDoc, sceneLayout, TimelineDoc, type TimelineDocInput, updateSegment } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { type FramePlan, planFrames } from './timing.js';
import { type SpeechTake, windowContent, type WindowContext } from './window-content.js';

const avatars = { id: 'local', version: '1', aspect: () => 0.75 };
const base: TimelineDocInput = {
  version: 2,
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
  it('takes every box from the shared scene layout the editor preview draws', () => {
    const doc = newAvatarVideoDoc({
      aspectRatio: '16:9',
      avatar: 'maya/support',
      voice: 'espeak:en-us',
      script: 'One. Two.',
      background: { type: 'image', src: 'asset:bg' },
      logo: { src: 'asset:logo', position: 'bottom-left', width: 0.2 },
    });
    const withTitle = {
      ...doc,
      scenes: doc.scenes.map((s) => ({
        ...s,
        layers: [
          ...s.layers,
          {
            id: 't',
            type: 'text' as const,
            text: 'Hi',
            x: 0.2,
            y: 0.3,
            width: 0.3,
            size: 0.07,
            color: '#ffffff',
            bold: true,
            align: 'center' as const,
            opacity: 1,
          },
        ],
      })),
    };
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
