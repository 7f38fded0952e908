import { describe, expect, it } from 'vitest';
import { AVATAR_LAYER_ID, avatarPlacement, newAvatarVideoDoc, subtitlesFrom } from './avatar-video.js';
import { TimelineError } from './errors.js';
import { estimateVideoSeconds } from './operations.js';
import { estimateScriptSeconds } from './sentences.js';
import { FRAME_SIZES, TIMELINE_VERSION, type AspectRatio } from './schema.js';
import { SCRIPT_INPUT_ERROR } from './text.js';
import { validateTimeline } from './validate.js';

const base = {
  aspectRatio: '9:16' as AspectRatio,
  avatar: 'anna/office',
  voice: 'espeak:en-us+f3',
  script: 'Welcome to our studio. Today we show you something new! Are you ready?',
};

/** The avatar's pixel box in the frame, from the layer's fractions. */
function pixelBox(aspectRatio: AspectRatio, layer: { x: number; y: number; width: number }, avatarAspect: number, resolution: '720p' | '1080p' = '720p') {
  const frame = FRAME_SIZES[resolution][aspectRatio];
  const width = layer.width * frame.width;
  const height = width / avatarAspect;
  return {
    left: layer.x * frame.width - width / 2,
    right: layer.x * frame.width + width / 2,
    bottom: layer.y * frame.height + height / 2,
    frame,
    width,
    height,
  };
}

describe('avatarPlacement', () => {
  it.each([
    ['9:16', 4 / 3],
    ['1:1', 0.75],
    ['16:9', 0.42],
  ] as const)('puts a %s avatar bottom-centre at width %s with its bottom edge on the frame bottom', (aspectRatio, width) => {
    for (const resolution of ['720p', '1080p'] as const) {
      const placement = avatarPlacement(aspectRatio, resolution, 0.75);
      expect(placement.width).toBe(width);
      expect(placement.x).toBe(0.5);
      const box = pixelBox(aspectRatio, placement, 0.75, resolution);
      expect(box.bottom).toBeCloseTo(box.frame.height, 6);
      expect((box.left + box.right) / 2).toBeCloseTo(box.frame.width / 2, 6);
    }
  });

  it('gives the expected centres for a 3:4 avatar', () => {
    // Portrait and square: the 3:4 avatar is exactly as tall as the frame, so its centre is the frame's.
    expect(avatarPlacement('9:16').y).toBeCloseTo(0.5, 9);
    expect(avatarPlacement('1:1').y).toBeCloseTo(0.5, 9);
    expect(avatarPlacement('16:9').y).toBeCloseTo(1 - (0.42 * 1280) / 0.75 / 720 / 2, 9);
  });

  it('follows the avatar aspect and narrows an avatar too tall for a valid centre', () => {
    const square = avatarPlacement('9:16', '720p', 1);
    expect(square.y).toBeCloseTo(1 - ((4 / 3) * 720) / 1280 / 2, 9);
    const thin = avatarPlacement('9:16', '720p', 0.25);
    expect(thin.width).toBeCloseTo((2 * 1280 * 0.25) / 720, 9);
    expect(thin.y).toBeCloseTo(0, 9);
  });
});

describe('newAvatarVideoDoc', () => {
  it('makes one scene per sentence with position-derived ids and one avatar layer each', () => {
    const doc = newAvatarVideoDoc({ ...base, emotion: 'happy', speed: 1.25 });
    expect(doc.scenes.map((s) => [s.id, s.script.map((g) => [g.id, g.text])])).toEqual([
      ['s1', [['seg1', 'Welcome to our studio.']]],
      ['s2', [['seg2', 'Today we show you something new!']]],
      ['s3', [['seg3', 'Are you ready?']]],
    ]);
    for (const scene of doc.scenes) {
      expect(scene.layers).toEqual([
        // Portrait keeps the look's own backdrop filling the frame.
        { type: 'avatar', id: AVATAR_LAYER_ID, avatar: 'anna/office', emotion: 'happy', removeBackground: false, opacity: 1, ...avatarPlacement('9:16') },
      ]);
      expect(scene.script[0]).toMatchObject({ voice: 'espeak:en-us+f3', speed: 1.25, pauseBefore: 0, pauseAfter: 0 });
    }
    expect(validateTimeline(doc)).toEqual([]);
    // Landscape and square cut the avatar out unless the form asks for the backdrop.
    expect(newAvatarVideoDoc({ ...base, aspectRatio: '16:9' }).scenes[0]!.layers[0]).toMatchObject({ removeBackground: true });
    expect(newAvatarVideoDoc({ ...base, aspectRatio: '1:1', backdrop: true }).scenes[0]!.layers[0]).toMatchObject({ removeBackground: false });
  });

  it.each(['9:16', '1:1', '16:9'] as const)('lays out %s with the frame, defaults and the given avatar aspect', (aspectRatio) => {
    const doc = newAvatarVideoDoc({ ...base, aspectRatio, resolution: '1080p', avatarAspect: 0.5625 });
    expect(doc).toMatchObject({ version: TIMELINE_VERSION, aspectRatio, resolution: '1080p', fps: 25, background: { type: 'color', color: '#1f2937' } });
    const layer = doc.scenes[0]!.layers[0]!;
    expect(layer).toMatchObject(avatarPlacement(aspectRatio, '1080p', 0.5625));
    const box = pixelBox(aspectRatio, layer, 0.5625, '1080p');
    expect(box.bottom).toBeCloseTo(box.frame.height, 6);
  });

  it('keeps ids of sentences before an edit', () => {
    const before = newAvatarVideoDoc(base);
    const after = newAvatarVideoDoc({ ...base, script: base.script.replace('something new', 'a brand new feature') });
    expect(after.scenes[0]).toEqual(before.scenes[0]);
    expect(after.scenes[1]!.id).toBe('s2');
    expect(after.scenes[1]!.script[0]!.text).not.toBe(before.scenes[1]!.script[0]!.text);
  });

  it('splits Chinese scripts into one scene per sentence', () => {
    const doc = newAvatarVideoDoc({ ...base, voice: 'espeak:cmn', script: '欢迎来到我们的工作室。今天给大家介绍新功能！准备好了吗？' });
    expect(doc.scenes.map((s) => s.script[0]!.text)).toEqual(['欢迎来到我们的工作室。', '今天给大家介绍新功能！', '准备好了吗？']);
  });

  it('turns subtitles true/false/partial into a Subtitles object and passes background, music and logo through', () => {
    expect(newAvatarVideoDoc(base).subtitles.enabled).toBe(true);
    expect(newAvatarVideoDoc({ ...base, subtitles: false }).subtitles).toEqual(subtitlesFrom(false));
    expect(subtitlesFrom(false)).toMatchObject({ enabled: false, preset: 'classic' });
    expect(newAvatarVideoDoc({ ...base, subtitles: { preset: 'karaoke', position: 'top' } }).subtitles).toEqual({
      enabled: true,
      preset: 'karaoke',
      position: 'top',
      size: 0.045,
      color: '#ffffff',
      highlight: '#ffd400',
    });
    const doc = newAvatarVideoDoc({
      ...base,
      background: { type: 'image', src: 'asset:bg' },
      music: { src: 'builtin:music/upbeat', volume: 0.2 },
      logo: { src: 'asset:logo', position: 'bottom-left' },
    });
    expect(doc.background).toEqual({ type: 'image', src: 'asset:bg', fit: 'cover' });
    expect(doc.music).toEqual({ src: 'builtin:music/upbeat', volume: 0.2, duck: true });
    expect(doc.logo).toEqual({ src: 'asset:logo', position: 'bottom-left', width: 0.12, opacity: 1 });
  });

  it('refuses an unspeakable script with the spec message', () => {
    for (const script of ['', '   ', '!!! 👍']) {
      try {
        newAvatarVideoDoc({ ...base, script });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(TimelineError);
        expect((e as TimelineError).reason).toBe('script');
        expect((e as TimelineError).issues).toEqual([{ path: 'script', message: SCRIPT_INPUT_ERROR }]);
      }
    }
  });

  it('refuses invalid input with form paths', () => {
    try {
      newAvatarVideoDoc({ ...base, aspectRatio: '2:1' as AspectRatio, voice: 'nope', speed: 3, script: 'x'.repeat(5001) });
      expect.unreachable();
    } catch (e) {
      expect((e as TimelineError).issues.map((i) => i.path)).toEqual(['aspectRatio', 'voice', 'speed', 'script']);
    }
  });
});

describe('estimateScriptSeconds', () => {
  // The form's counter and the server's length check must agree to the hundredth, or a script could
  // look within the plan's limit in the browser and be refused on submit.
  it('is the figure the server estimates for the document the form becomes', () => {
    const scripts = [
      'Hello.',
      'Welcome to Framecast. Today we make a video, in three short steps! Ready? Let us go.',
      '大家好，欢迎来到 Framecast。今天我们做一个视频。准备好了吗？',
      `${'This sentence runs on and on, with commas, clauses, and more clauses, '.repeat(6)}until it ends.\nA new line.`,
      'In 2024 we shipped 3,000 videos… and counting.',
    ];
    for (const script of scripts) {
      for (const speed of [0.8, 1, 1.5]) {
        const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', speed, script });
        expect(estimateScriptSeconds(script, speed), `${script} @${speed}`).toBe(estimateVideoSeconds(doc));
      }
    }
  });
});
