import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile } from './fonts.js';
import { probeMedia } from './probe.js';
import { type WindowClipSpec, windowClipArgs } from './window-args.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-window-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const base: WindowClipSpec = {
  width: 180,
  height: 320,
  fps: 25,
  frames: 30,
  background: { kind: 'color', color: '#1f2937' },
  layers: [],
  watermark: false,
  fontFile: '/fonts/wqy.ttc',
  threads: 1,
  output: '/out/clip.mp4',
};

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1];

describe('windowClipArgs', () => {
  it('encodes exactly the window frames with the shared clip settings', () => {
    const args = windowClipArgs(base);
    expect(args.slice(0, 4)).toEqual(['-f', 'lavfi', '-i', 'color=c=0x1F2937:s=180x320:r=25:d=1.24']);
    expect(args).toEqual(
      expect.arrayContaining(['-frames:v', '30', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', '50', '-an']),
    );
    expect(args[args.indexOf('-x264-params') + 1]).toMatch(/^stitchable=1:cabac=1/);
    expect(args).not.toContain('-shortest');
    expect(args.at(-1)).toBe('/out/clip.mp4');
  });
  it('pipes yuva420p avatar frames straight to the overlay, unscaled at their box', () => {
    const args = windowClipArgs({ ...base, layers: [{ kind: 'frames', fd: 0, pixelFormat: 'yuva420p', x: 10, y: 40, width: 160, height: 214, opacity: 1 }] });
    expect(args.join(' ')).toContain('-f rawvideo -pix_fmt yuva420p -s 160x214 -framerate 25 -i pipe:0');
    expect(graphOf(args)).toContain('[1:v]setpts=PTS-STARTPTS[l1];[base][l1]overlay=x=10:y=40:eof_action=pass[v1]');
    const faded = windowClipArgs({
      ...base,
      layers: [{ kind: 'frames', fd: 0, pixelFormat: 'yuva420p', x: 10, y: 40, width: 160, height: 214, opacity: 0.5 }],
    });
    expect(graphOf(faded)).toContain('[1:v]setpts=PTS-STARTPTS,lutyuv=a=val*0.5[l1]');
  });
  it('takes opaque frames covering the picture as the picture itself: no background, no blend', () => {
    const avatar = { kind: 'frames', fd: 0, pixelFormat: 'yuv420p', x: 0, y: 0, width: 180, height: 320, opacity: 1 } as const;
    const args = windowClipArgs({ ...base, layers: [avatar] });
    expect(args.slice(0, 10)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', '180x320', '-framerate', '25', '-i', 'pipe:0']);
    expect(args.join(' ')).not.toContain('lavfi');
    expect(graphOf(args)).toBe('[0:v]setpts=PTS-STARTPTS,setsar=1[base];[base]format=yuv420p[vout]');
    // A pixel of overhang is cropped; frames that leave a gap, fade or come and go sit over the background.
    const over = windowClipArgs({ ...base, layers: [{ ...avatar, x: -1, width: 182 }] });
    expect(graphOf(over)).toContain('[0:v]setpts=PTS-STARTPTS,crop=180:320:1:0,setsar=1[base]');
    for (const layer of [
      { ...avatar, y: 2 },
      { ...avatar, opacity: 0.5 },
      { ...avatar, span: { start: 0, end: 0.5 } },
      { ...avatar, pixelFormat: 'yuva420p' as const },
    ]) {
      expect(windowClipArgs({ ...base, layers: [layer] })[1]).toBe('lavfi');
    }
  });
  it('pipes RGBA avatar frames (other renderers) and overlays them unscaled at their box', () => {
    const args = windowClipArgs({ ...base, layers: [{ kind: 'frames', fd: 0, pixelFormat: 'rgba', x: 10, y: 40, width: 160, height: 214, opacity: 1 }] });
    expect(args.join(' ')).toContain('-f rawvideo -pix_fmt rgba -s 160x214 -framerate 25 -i pipe:0');
    expect(graphOf(args)).toContain('[base][l1]overlay=x=10:y=40:eof_action=pass[v1]');
    // Converted to YUVA at 1:1, never resized.
    expect(graphOf(args)).toContain('[1:v]setpts=PTS-STARTPTS,scale=flags=neighbor,format=yuva420p[l1]');
    expect(graphOf(args)).not.toMatch(/\[1:v\][^;]*scale=\d/);
  });
  it('shifts timed layers and loops videos from their offset', () => {
    const args = windowClipArgs({
      ...base,
      layers: [
        { kind: 'image', path: '/m/a.png', cx: 90, cy: 50, width: 60, opacity: 0.5, span: { start: 0.2, end: 0.8 } },
        { kind: 'video', path: '/m/v.mp4', cx: 90, cy: 200, width: 100, opacity: 1, loop: true, offsetSec: 1.5, span: { start: 0.4, end: 1.2 } },
      ],
    });
    const graph = graphOf(args);
    expect(graph).toContain("overlay=x=90-w/2:y=50-h/2:eof_action=repeat:enable='between(t,0.2,0.8)'");
    expect(graph).toContain('colorchannelmixer=aa=0.5');
    expect(args.join(' ')).toContain('-stream_loop -1 -ss 1.5 -t 0.84 -i /m/v.mp4');
    expect(graph).toContain('setpts=PTS-STARTPTS+0.4/TB');
  });
  it('scales an image background once and repeats it', () => {
    const args = windowClipArgs({ ...base, background: { kind: 'image', path: '/m/bg.jpg', fit: 'cover' } });
    expect(graphOf(args)).toContain(
      '[0:v]scale=180:320:force_original_aspect_ratio=increase,crop=180:320,format=yuv420p,setsar=1,tpad=stop_mode=clone:stop=30[base]',
    );
  });
  it('escapes paths and text inside the filtergraph', () => {
    const args = windowClipArgs({
      ...base,
      subtitlesPath: "/tmp/it's:a,dir/subs.ass",
      layers: [
        {
          kind: 'text',
          lines: ['50% off: a, b'],
          fontFile: '/f.ttc',
          fontPx: 20,
          color: '#ffffff',
          opacity: 1,
          bold: false,
          align: 'center',
          cx: 90,
          cy: 100,
          width: 160,
        },
      ],
      watermark: true,
    });
    const graph = graphOf(args);
    expect(graph).toContain("subtitles=filename=/tmp/it\\\\\\'s\\\\:a\\,dir/subs.ass");
    expect(graph).toContain('text=50% off\\\\: a\\, b:expansion=none');
    expect(graph).toContain('Made with Framecast');
  });
});

describe('windowClipArgs with ffmpeg', () => {
  it('draws every kind of layer into a clip of exactly the asked frames', async () => {
    const img = path.join(dir, 'img.png');
    const vid = path.join(dir, 'vid.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=64x48', '-frames:v', '1', img]);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=64x48:r=25:d=0.5', '-pix_fmt', 'yuv420p', vid]);
    const ass = path.join(dir, 'subs.ass');
    fs.writeFileSync(
      ass,
      '[Script Info]\nPlayResX: 180\nPlayResY: 320\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,字幕 ok\n',
    );
    const output = path.join(dir, 'clip.mp4');
    const rgba = Buffer.alloc(40 * 54 * 4, 200);
    const yuva = Buffer.alloc(40 * 54 * 2.5, 200);
    async function* frames(frame: Buffer) {
      for (let i = 0; i < 30; i++) yield frame;
    }
    const spec: WindowClipSpec = {
      ...base,
      background: { kind: 'video', path: vid, fit: 'cover', offsetSec: 0.2 },
      layers: [
        { kind: 'frames', fd: 0, pixelFormat: 'rgba', x: 70, y: 200, width: 40, height: 54, opacity: 0.8 },
        { kind: 'frames', fd: 3, pixelFormat: 'yuva420p', x: 10, y: 200, width: 40, height: 54, opacity: 0.9, span: { start: 0.5, end: 1.2 } },
        { kind: 'image', path: img, cx: 90, cy: 60, width: 50, opacity: 0.5, span: { start: 0.2, end: 0.8 } },
        { kind: 'video', path: vid, cx: 90, cy: 140, width: 60, opacity: 1, loop: true, offsetSec: 0.3, span: { start: 0.4, end: 1.2 } },
        {
          kind: 'text',
          lines: ["It's 50%: {a}, [b]", '中文'],
          fontFile: cjkFontFile(),
          fontPx: 14,
          color: '#ffee00',
          opacity: 1,
          bold: true,
          align: 'center',
          box: '#000000',
          cx: 90,
          cy: 100,
          width: 160,
        },
      ],
      subtitlesPath: ass,
      logo: { path: img, position: 'bottom-left', width: 20, margin: 4, opacity: 1 },
      watermark: true,
      fontFile: cjkFontFile(),
      output,
    };
    const seen: number[] = [];
    await runFfmpeg({ args: windowClipArgs(spec), inputs: { 0: frames(rgba), 3: frames(yuva) }, durationSec: 1.2, onProgress: (f) => seen.push(f) });
    const info = await probeMedia(output);
    expect(info.video).toMatchObject({ codec: 'h264', width: 180, height: 320, fps: 25, pixFmt: 'yuv420p' });
    expect(info.durationSec).toBeCloseTo(1.2, 2);
    expect(info.audio).toBeUndefined();
    expect(seen.at(-1)).toBe(1);
  });
});
