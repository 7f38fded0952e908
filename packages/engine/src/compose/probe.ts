import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface MediaInfo {
  durationSec: number;
  formatName: string;
  sizeBytes: number;
  video?: {
    codec: string;
    /** As displayed, i.e. after rotation. */
    width: number;
    height: number;
    fps: number;
    rotation: number;
    pixFmt: string;
    profile?: string;
  };
  audio?: { codec: string; sampleRate: number; channels: number };
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { side_data_type?: string; rotation?: number }[];
  disposition?: { attached_pic?: number };
}
interface FfprobeJson {
  format?: { duration?: string; format_name?: string; size?: string };
  streams?: FfprobeStream[];
}

const rate = (r?: string) => {
  const [n, d] = (r ?? '0/1').split('/').map(Number);
  return d ? n / d : 0;
};

/** Turns ffprobe's JSON into MediaInfo; exported for tests of the odd cases (rotation, missing fields). */
export function parseProbe(json: FfprobeJson): MediaInfo {
  const streams = json.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const a = streams.find((s) => s.codec_type === 'audio');
  const matrix = v?.side_data_list?.find((d) => d.side_data_type === 'Display Matrix');
  // Clockwise degrees, like the old `rotate` tag; the Display Matrix states it counter-clockwise.
  const raw = matrix?.rotation !== undefined ? -matrix.rotation : Number(v?.tags?.rotate ?? 0);
  const rotation = ((Math.round(raw) % 360) + 360) % 360;
  const swap = rotation === 90 || rotation === 270;
  const durations = [json.format?.duration, v?.duration, a?.duration].map(Number).filter((n) => Number.isFinite(n) && n > 0);
  return {
    durationSec: durations[0] ?? 0,
    formatName: json.format?.format_name ?? '',
    sizeBytes: Number(json.format?.size ?? 0),
    video: v && {
      codec: v.codec_name ?? '',
      width: (swap ? v.height : v.width) ?? 0,
      height: (swap ? v.width : v.height) ?? 0,
      fps: rate(v.avg_frame_rate) || rate(v.r_frame_rate),
      rotation,
      pixFmt: v.pix_fmt ?? '',
      profile: v.profile,
    },
    audio: a && { codec: a.codec_name ?? '', sampleRate: Number(a.sample_rate ?? 0), channels: a.channels ?? 0 },
  };
}

/** ffprobe a local file. Throws with ffprobe's message when the file is not media. */
export async function probeMedia(file: string): Promise<MediaInfo> {
  try {
    const { stdout } = await exec('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return parseProbe(JSON.parse(stdout) as FfprobeJson);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`Cannot read media ${file}${stderr ? `: ${stderr}` : ''}`);
  }
}
