import { describe, expect, it } from 'vitest';
import { type TextBlock, textFilters } from './layer-filters.js';
import { motionFilters, transitionGraph } from './motion-filters.js';
import { windowClipArgs, type WindowClipSpec } from './window-args.js';

const spec: WindowClipSpec = {
  width: 180,
  height: 320,
  fps: 25,
  frames: 26,
  background: { kind: 'color', color: '#000000' },
  layers: [],
  watermark: false,
  fontFile: '/f.ttc',
  threads: 1,
  output: '/out/clip.mp4',
};
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;
const image = { kind: 'image', path: '/m/a.jpg', cx: 90, cy: 160, width: 180, opacity: 1 } as const;
const io = { input: 'v1', output: 'v2', width: 180, height: 320, fps: 25, addInput: () => 7 };

describe('motionFilters', () => {
  it('enlarges once to the largest scale, then zooms per frame along the window clock', () => {
    // Progress 0.5 → 0.75 over 26 frames (1 s): 0.25 per second.
    const m = motionFilters({ type: 'zoom-in', from: 0.5, to: 0.75 }, 180, 320, 25, 26);
    expect(m.still).toBe('scale=208:368:force_original_aspect_ratio=increase,crop=208:368');
    expect(m.moving).toBe(
      "scale=w='2*ceil(180*(1+0.15*clip(0.5+0.25*t,0,1))/2)':h='2*ceil(320*(1+0.15*clip(0.5+0.25*t,0,1))/2)':eval=frame:flags=bilinear," +
        "crop=180:320:x='(2*ceil(180*(1+0.15*clip(0.5+0.25*t,0,1))/2)-180)*0.5':y='(2*ceil(320*(1+0.15*clip(0.5+0.25*t,0,1))/2)-320)*0.5':exact=1",
    );
  });
  it('pans by cropping alone, the picture travelling the named way', () => {
    const left = motionFilters({ type: 'pan-left', from: 0, to: 1 }, 180, 320, 25, 26);
    expect(left.moving).toBe("crop=180:320:x='28*(0+1*clip(0+1*t,0,1))':y='48*0.5':exact=1");
    expect(motionFilters({ type: 'pan-down', from: 1, to: 1 }, 180, 320, 25, 1).moving).toContain("y='48*(1-1*clip(1,0,1))'");
  });
});

describe('windowClipArgs with v3 media', () => {
  it('fills a box by cover or contain and leaves v2 layers as they were', () => {
    expect(graphOf(windowClipArgs({ ...spec, layers: [image] }))).toContain('[1:v]scale=180:-2[l1]');
    expect(graphOf(windowClipArgs({ ...spec, layers: [{ ...image, height: 100 }] }))).toContain(
      '[1:v]scale=180:100:force_original_aspect_ratio=increase,crop=180:100:exact=1[l1]',
    );
    expect(graphOf(windowClipArgs({ ...spec, layers: [{ ...image, height: 100, fit: 'contain' }] }))).toContain(
      '[1:v]scale=180:100:force_original_aspect_ratio=decrease[l1]',
    );
  });
  it('decodes a moving still once and repeats it under the per-frame crop', () => {
    const args = windowClipArgs({ ...spec, layers: [{ ...image, height: 320, opacity: 0.5, motion: { type: 'pan-up', from: 0, to: 1 } }] });
    expect(args.join(' ')).toContain('-framerate 25 -i /m/a.jpg');
    expect(graphOf(args)).toMatch(
      /\[1:v\]scale=208:368:[^;]*,format=rgba,colorchannelmixer=aa=0\.5,format=yuva420p\|yuv420p,tpad=stop_mode=clone:stop=26,crop=/,
    );
    expect(() => windowClipArgs({ ...spec, layers: [{ ...image, motion: { type: 'pan-up', from: 0, to: 1 } }] })).toThrow(/box height/);
  });
  it('moves a video on the window clock: the motion follows its shift to the span', () => {
    const video = { ...image, kind: 'video', loop: true, offsetSec: 0, height: 320, span: { start: 0.4, end: 1 } } as const;
    const graph = graphOf(windowClipArgs({ ...spec, layers: [{ ...video, motion: { type: 'zoom-out', from: 0, to: 1 } }] }));
    expect(graph).toMatch(/\[1:v\]fps=25,scale=208:368:[^;]*,setpts=PTS-STARTPTS\+0\.4\/TB,scale=w=/);
  });
});

describe('text entrances', () => {
  const block: TextBlock = {
    lines: ['Hi'],
    fontFile: '/f.ttc',
    fontPx: 20,
    color: '#ffffff',
    opacity: 1,
    bold: false,
    align: 'center',
    cx: 90,
    cy: 100,
    width: 160,
  };
  it('fades in over half a second from the first showing, rising into place when asked', () => {
    const [fade] = textFilters({ ...block, enter: { start: 1.2, rise: 0 } });
    expect(fade).toContain("y=100-(ascent-descent)/2:alpha='clip((t-1.2)/0.5,0,1)'");
    const [rise] = textFilters({ ...block, enter: { start: -0.1, rise: 9.6 } });
    expect(rise).toContain("y='100-(ascent-descent)/2+9.6*pow(1-clip((t+0.1)/0.5,0,1),2)'");
    expect(textFilters(block)[0]).not.toContain('alpha');
  });
});

describe('transitionGraph', () => {
  it('fades from black, shifting the clock so a window that starts mid-fade starts at its level', () => {
    expect(transitionGraph({ type: 'fade', duration: 0.5, start: 0 }, io)).toEqual(['[v1]fade=t=in:st=0:d=0.5[v2]']);
    expect(transitionGraph({ type: 'fade', duration: 1, start: -0.4 }, io)).toEqual(['[v1]setpts=PTS+0.4/TB,fade=t=in:st=0:d=1,setpts=PTS-0.4/TB[v2]']);
  });
  it('slides and wipes only while they last; zooms from 1.2 down to 1', () => {
    const slide = transitionGraph({ type: 'slide', duration: 0.5, start: -0.2 }, io).join(';');
    expect(slide).toContain("drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill:enable='lt(t,0.3)'");
    expect(slide).toContain("overlay=x='180*(1-(1-pow(1-clip((t+0.2)/0.5,0,1),2)))':y=0:enable='lt(t,0.3)'[v2]");
    const inputs: string[][] = [];
    const wipe = transitionGraph({ type: 'wipe', duration: 0.5, start: 0, color: '#112233' }, { ...io, addInput: (...a) => (inputs.push(a), 3) });
    expect(inputs).toEqual([['-f', 'lavfi', '-i', 'color=c=0x112233:s=180x320:r=25:d=0.54']]);
    expect(wipe).toEqual(["[v1][3:v]overlay=x='180*(1-pow(1-clip((t)/0.5,0,1),2))':y=0:eof_action=pass[v2]"]);
    expect(transitionGraph({ type: 'zoom', duration: 0.5, start: 0 }, io)[0]).toContain("scale=w='2*ceil(180*(1.2-0.2*(1-pow(1-clip(");
  });
  it('draws under the subtitles, logo and watermark', () => {
    const graph = graphOf(windowClipArgs({ ...spec, subtitlesPath: '/s.ass', transition: { type: 'fade', duration: 0.5, start: 0 } }));
    expect(graph.indexOf('fade=')).toBeLessThan(graph.indexOf('subtitles='));
  });
});
