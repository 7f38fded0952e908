import { describe, expect, it } from 'vitest';
import { TimelineError } from './errors.js';
import { migrateTimeline, MIGRATIONS, v1Emotion } from './migrations.js';
import { FRAME_SIZES, TIMELINE_VERSION, TimelineDoc } from './schema.js';

const v1 = {
  version: 1,
  aspectRatio: '9:16',
  avatar: { id: 'anna', emotion: 'Happy' },
  voice: 'espeak:en-us+f3',
  speed: 1.2,
  script: 'Hello and welcome.\nThis is line two.\n\n  \n\nSecond paragraph here.\n',
  subtitles: false,
  background: '#112233',
  music: { src: 'builtin:music/calm', volume: 40 },
};

const thrown = (fn: () => unknown): TimelineError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof TimelineError) return e;
    throw e;
  }
  throw new Error('expected a TimelineError');
};

describe('MIGRATIONS table', () => {
  it('has a step from every version before the current one', () => {
    for (let v = 1; v < TIMELINE_VERSION; v++) expect(typeof MIGRATIONS[v]).toBe('function');
  });
});

describe('v1 → v2', () => {
  it('makes one scene per paragraph with an avatar layer and one segment each', () => {
    const doc = migrateTimeline(v1);
    expect(doc.version).toBe(TIMELINE_VERSION);
    expect(doc.scenes.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(doc.scenes.map((s) => s.script.map((g) => g.text))).toEqual([['Hello and welcome. This is line two.'], ['Second paragraph here.']]);
    const [scene] = doc.scenes;
    expect(scene!.layers).toEqual([
      { type: 'avatar', id: 'avatar', avatar: 'anna', emotion: 'happy', removeBackground: true, x: 0.5, y: 0.625, width: 1, opacity: 1 },
    ]);
    expect(scene!.script[0]).toEqual({
      id: 'seg1',
      text: 'Hello and welcome. This is line two.',
      voice: 'espeak:en-us+f3',
      speed: 1.2,
      pauseBefore: 0,
      pauseAfter: 0,
    });
    expect(doc.scenes[1]!.script[0]!.id).toBe('seg2');
  });

  it('converts subtitles, background and music', () => {
    const doc = migrateTimeline(v1);
    expect(doc.subtitles).toEqual({ enabled: false, preset: 'classic', position: 'bottom', size: 0.045, color: '#ffffff', highlight: '#ffd400' });
    expect(doc.background).toEqual({ type: 'color', color: '#112233' });
    expect(doc.music).toEqual({ src: 'builtin:music/calm', volume: 0.4, duck: true });
  });

  it('treats a document without version as v1 and fills v2 defaults for what v1 lacked', () => {
    const { version: _, background: __, music: ___, speed: ____, ...bare } = v1;
    const doc = migrateTimeline(bare);
    expect(doc.background).toEqual(TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '1:1', scenes: [{ id: 's' }] }).background);
    expect(doc.music).toBeUndefined();
    expect(doc.scenes[0]!.script[0]!.speed).toBe(1);
    expect(doc.resolution).toBe('720p');
  });

  it('joins Chinese lines without a space', () => {
    const doc = migrateTimeline({ ...v1, script: '大家好，\n欢迎收看。' });
    expect(doc.scenes[0]!.script[0]!.text).toBe('大家好，欢迎收看。');
  });

  it('places the avatar bottom-centre for a 3:4 avatar frame, with frozen values', () => {
    const expected = { '9:16': [1, 0.625], '1:1': [0.8, 1 - 0.8 / 0.75 / 2], '16:9': [0.42, 1 - (0.42 * 16) / 9 / 0.75 / 2] } as const;
    for (const aspectRatio of ['9:16', '1:1', '16:9'] as const) {
      const layer = migrateTimeline({ ...v1, aspectRatio }).scenes[0]!.layers[0]!;
      const [width, y] = expected[aspectRatio];
      expect(layer).toMatchObject({ x: 0.5, width });
      expect(layer.y).toBeCloseTo(y, 12);
      // Bottom edge on the frame's bottom: centre + half the avatar's height (in frame heights) = 1.
      const { width: fw, height: fh } = FRAME_SIZES['720p'][aspectRatio];
      expect(layer.y + (layer.width * fw) / 0.75 / fh / 2).toBeCloseTo(1, 12);
    }
  });

  it('keeps an empty script as one silent scene for the validator to report', () => {
    const doc = migrateTimeline({ ...v1, script: ' \n\n ' });
    expect(doc.scenes).toHaveLength(1);
    expect(doc.scenes[0]!.script).toEqual([]);
    expect(doc.scenes[0]!.layers).toHaveLength(1);
  });

  it('maps emotions to the v2 looks, unknown ones to default', () => {
    expect(v1Emotion('Excited')).toBe('excited');
    expect(v1Emotion(' confidence ')).toBe('confident');
    expect(v1Emotion('sorrowful')).toBe('sad');
    expect(v1Emotion('playful')).toBe('default');
    expect(v1Emotion(undefined)).toBe('default');
    expect(migrateTimeline({ ...v1, avatar: { id: 'anna', emotion: 'grumpy' } }).scenes[0]!.layers[0]).toMatchObject({ emotion: 'default' });
  });

  it('reports invalid v1 documents with v1 paths and human wording', () => {
    const error = thrown(() => migrateTimeline({ ...v1, aspectRatio: '4:3', voice: 'alloy', avatar: {}, music: { src: 'builtin:x', volume: 150 } }));
    expect(error.reason).toBe('invalid');
    expect(error.issues).toEqual([
      { path: 'aspectRatio', message: 'Must be one of: 9:16, 16:9, 1:1' },
      { path: 'avatar.id', message: 'Required' },
      { path: 'voice', message: 'A voice is <engine>:<voice>' },
      { path: 'music.volume', message: 'Must be at most 100' },
    ]);
    expect(error.message).toContain('avatar.id: Required');
  });
});

describe('v2 → v3', () => {
  it('keeps a v2 document as it was: the new fields take defaults that draw what v2 drew', () => {
    const v2 = {
      version: 2,
      aspectRatio: '9:16',
      scenes: [
        {
          id: 's',
          duration: 2,
          layers: [
            { type: 'image', id: 'i', src: 'asset:1', width: 0.4 },
            { type: 'video', id: 'v', src: 'asset:2' },
            { type: 'text', id: 't', text: 'Hi' },
          ],
        },
      ],
    };
    const doc = migrateTimeline(v2);
    expect(doc.version).toBe(TIMELINE_VERSION);
    const [image, video, text] = doc.scenes[0]!.layers;
    expect(image).toMatchObject({ fit: 'cover', motion: 'none', width: 0.4 });
    expect(image && 'height' in image).toBe(false);
    expect(video).toMatchObject({ fit: 'cover', motion: 'none', loop: true });
    expect(text).toMatchObject({ enter: 'none' });
    expect(doc.scenes[0]!.transition).toBeUndefined();
  });

  it('reads only version 2', () => {
    expect(thrown(() => MIGRATIONS[2]!({ version: 1 })).issues[0]!.path).toBe('version');
  });
});

describe('v3 → v4', () => {
  const v3 = {
    version: 3,
    aspectRatio: '16:9',
    scenes: [
      {
        id: 's',
        transition: { type: 'wipe', duration: 0.5 },
        layers: [
          { type: 'image', id: 'i', src: 'asset:1', height: 0.5, motion: 'zoom-in' },
          { type: 'text', id: 't', text: 'Hi', enter: 'rise', start: 1 },
        ],
      },
    ],
  };

  it('keeps a v3 document as it was, its layers without keyframes, under the new number', () => {
    const doc = migrateTimeline(v3);
    expect(doc.version).toBe(4);
    const { version: _, ...same } = doc;
    const { version: __, ...before } = TimelineDoc.parse({ ...v3, version: TIMELINE_VERSION });
    expect(same).toEqual(before);
    for (const layer of doc.scenes[0]!.layers) expect(layer).not.toHaveProperty('keyframes');
  });

  it('reads only version 3', () => {
    expect(thrown(() => MIGRATIONS[3]!({ version: 2 })).issues[0]!.path).toBe('version');
  });

  it('opens every older version through the chain', () => {
    for (const raw of [v1, { ...v3, version: 2 }, v3]) expect(migrateTimeline(raw).version).toBe(TIMELINE_VERSION);
  });
});

describe('migrateTimeline', () => {
  it('parses current documents as they are, filling defaults', () => {
    const doc = migrateTimeline({ version: TIMELINE_VERSION, aspectRatio: '16:9', scenes: [{ id: 'a', duration: 3 }] });
    expect(doc.scenes[0]).toEqual({ id: 'a', duration: 3, layers: [], script: [] });
    expect(doc.fps).toBe(25);
  });

  it('refuses future versions with their own reason', () => {
    const error = thrown(() => migrateTimeline({ version: TIMELINE_VERSION + 1, scenes: [] }));
    expect(error.reason).toBe('version');
    expect(error.issues[0]!.path).toBe('version');
    expect(error.issues[0]!.message).toMatch(/newer version of the app/);
  });

  it('refuses non-objects and nonsense versions', () => {
    for (const raw of [null, 'doc', 42, []])
      expect(thrown(() => migrateTimeline(raw)).issues).toEqual([{ path: '', message: 'A timeline document must be an object' }]);
    for (const version of [0, 1.5, '2']) expect(thrown(() => migrateTimeline({ ...v1, version })).issues[0]!.path).toBe('version');
  });

  it('reports v2 problems with document paths', () => {
    const error = thrown(() =>
      migrateTimeline({ version: 2, aspectRatio: '9:16', scenes: [{ id: 's', script: [{ id: 'g', text: 'Hi', voice: 'espeak:en', speed: 9 }] }] }),
    );
    expect(error.issues).toEqual([{ path: 'scenes[0].script[0].speed', message: 'Must be at most 2' }]);
  });
});
