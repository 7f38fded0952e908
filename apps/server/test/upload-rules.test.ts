import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_FILE_NAME_MESSAGE,
  ErrorCode,
  mediaKindOf,
  STORAGE_QUOTA_BYTES,
  Plan,
  formatBytes,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  UPLOAD_TOOLS,
  type KindLimits,
  type MediaKind,
  type UploadRule,
  type UploadTool,
} from '@framecast/contract';
import { actorFor } from '../src/modules/access/service.js';
import { media } from './fixtures/media.js';
import { leftovers, sendFile, tusHeaders } from './fixtures/upload-client.js';
import { createUser, startTestApp, type TestApp } from './helper.js';

/**
 * Every row of UPLOAD_RULES, every fault its limits allow, over the real path (oss_sign, tus upload,
 * complete): each refusal is the rule's own message in the {code,msg,data} envelope and leaves nothing
 * behind (no asset row, no stored file, no tus chunks); each valid file becomes an asset.
 */

// ---------- Media, made once per process with ffmpeg into a temp dir ----------

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-rules-'));
const made = new Map<string, Promise<string>>();
function once(key: string, make: (out: string) => Promise<unknown>): Promise<string> {
  let p = made.get(key);
  if (!p) {
    const out = path.join(dir, key);
    p = make(out).then(() => out);
    made.set(key, p);
  }
  return p;
}
const ffmpeg = (out: string, args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args, out]);

/** A flat-colour clip: tiny at any length, quick to encode (1 fps for anything over a few seconds). */
function video(w: number, h: number, sec: number, ext = 'mp4', audio = true): Promise<string> {
  return once(`v-${w}x${h}-${sec}s-${audio ? 'a' : 'mute'}.${ext}`, (out) => {
    const fps = sec < 5 ? 10 : 1;
    const webm = ext === 'webm';
    return ffmpeg(out, [
      ...['-f', 'lavfi', '-i', `color=c=0x336699:size=${w}x${h}:rate=${fps}:duration=${sec}`],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${webm ? 48000 : 8000}:duration=${sec}`, '-shortest', '-ac', '1'] : []),
      ...(webm
        ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '50k']
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '45', '-pix_fmt', 'yuv420p']),
      ...(audio ? (webm ? ['-c:a', 'libopus', '-b:a', '16k'] : ['-c:a', 'aac', '-b:a', '16k']) : ['-an']),
    ]);
  });
}
const AUDIO_CODEC: Record<string, string[]> = {
  mp3: ['-ar', '8000', '-c:a', 'libmp3lame', '-b:a', '8k'],
  wav: ['-ar', '8000', '-c:a', 'pcm_s16le'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '0'],
  m4a: ['-c:a', 'aac', '-b:a', '16k'],
  aac: ['-c:a', 'aac', '-b:a', '16k'],
};
function audio(sec: number, ext = 'mp3'): Promise<string> {
  const codec = AUDIO_CODEC[ext];
  if (!codec) throw new Error(`no audio recipe for .${ext}`);
  return once(`a-${sec}s.${ext}`, (out) => ffmpeg(out, ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=22050:duration=${sec}`, '-ac', '1', ...codec]));
}
function image(w: number, h: number, ext = 'png'): Promise<string> {
  return once(`i-${w}x${h}.${ext}`, (out) =>
    ffmpeg(out, ['-f', 'lavfi', '-i', `testsrc=size=${w}x${h}:rate=1:duration=1`, '-frames:v', '1', ...(ext === 'webp' ? ['-c:v', 'libwebp'] : [])]),
  );
}
/** A PNG cut after its header: the signature and IHDR are there, the picture is not. */
const truncatedPng = () => once('truncated.png', async (out) => fs.writeFileSync(out, fs.readFileSync(await image(640, 480)).subarray(0, 300)));

/** The smallest well-formed PDF: one page, one line of text, a correct xref table. */
function pdf(): Promise<string> {
  return once('doc.pdf', async (out) => {
    const text = 'BT /F1 12 Tf 20 100 Td (Welcome to the podcast) Tj ET';
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((o, i) => {
      offsets.push(body.length);
      body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    fs.writeFileSync(out, body, 'latin1');
  });
}
/** A PDF cut off halfway: the header is there, the trailer is not. */
const truncatedPdf = () =>
  once('truncated.pdf', async (out) => {
    const whole = fs.readFileSync(await pdf());
    fs.writeFileSync(out, whole.subarray(0, Math.floor(whole.length / 2)));
  });
/** A minimal WordprocessingML package: content types, the package relationship and one paragraph. */
function docx(): Promise<string> {
  return once('doc.docx', async (out) => {
    const zip = new ZipArchive({ zlib: { level: 9 } });
    const done = new Promise((resolve, reject) => {
      const sink = fs.createWriteStream(out);
      sink.on('close', resolve).on('error', reject);
      zip.pipe(sink);
    });
    zip.append(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      { name: '[Content_Types].xml' },
    );
    zip.append(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      { name: '_rels/.rels' },
    );
    zip.append(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Welcome to the podcast.</w:t></w:r></w:p></w:body></w:document>',
      { name: 'word/document.xml' },
    );
    await zip.finalize();
    await done;
  });
}
/** UTF-8 text ending in a multi-byte character, as Chinese text without a final newline does. */
const txt = () => once('doc.txt', async (out) => fs.writeFileSync(out, 'Host: Welcome to the podcast 🎙\nGuest: 谢谢, 你好'));
const DOCUMENTS: Record<string, () => Promise<string>> = { pdf, docx, txt };

const garbage = async () => media.garbage();
const empty = async () => media.empty();

// ---------- The table: every fault each rule's limits allow ----------

type Expect =
  | { ok: true; kind: MediaKind; warnings: string[]; name?: string }
  | { ok: false; stage: 'sign' | 'complete'; code: number; msg: string }
  /** Declared size exactly at the limit: a target is signed (then cancelled, nothing sent). */
  | { signOnly: true };
interface Case {
  label: string;
  name: string;
  /** The bytes to send; absent for cases decided at sign on the declared size alone. */
  file?: () => Promise<string>;
  size?: number;
  expect: Expect;
}

const REJECTED = ErrorCode.UPLOAD_REJECTED;
const refuse = (stage: 'sign' | 'complete', msg: string | { text: string }, code: number = REJECTED): Expect => ({
  ok: false,
  stage,
  code,
  msg: typeof msg === 'string' ? msg : msg.text,
});
const extsOf = (rule: UploadRule, kind: MediaKind) => rule.extensions.filter((e) => mediaKindOf(`x.${e}`) === kind);
const kindsOf = (rule: UploadRule) => (Object.keys(rule.kinds) as MediaKind[]).filter((k) => rule.kinds[k]);
const limitsOf = (rule: UploadRule, kind: MediaKind) => rule.kinds[kind] as KindLimits;

/** Dimensions a valid picture or clip of this row has (its shorter side at the row's minimum). */
function validSides(l: KindLimits, kind: MediaKind): [number, number] {
  if (l.square) return [320, 320];
  if (l.advisedShapes) return [640, 360];
  if (l.minShortSide) return kind === 'video' ? [l.minShortSide, l.minShortSide] : [l.minShortSide + 340, l.minShortSide + 180];
  return kind === 'video' ? [640, 360] : [640, 480];
}
const validSeconds = (l: KindLimits) => (l.minSeconds !== undefined ? l.minSeconds + 1 : 3);
/** The advice a valid file of this row carries: its few seconds are shorter than an advised length. */
const validAdvice = (l: KindLimits): string[] => (l.advisedSeconds ? [UPLOAD_MESSAGES.adviseLength] : []);

/** A file this row takes, in the given extension. */
function validFile(rule: UploadRule, kind: MediaKind, ext: string): () => Promise<string> {
  const l = limitsOf(rule, kind);
  const [w, h] = validSides(l, kind);
  if (kind === 'video') return () => video(w, h, validSeconds(l), ext);
  if (kind === 'audio') return () => audio(validSeconds(l), ext);
  if (kind === 'image') return () => image(w, h, ext);
  return DOCUMENTS[ext]!;
}
/** Content of another kind, for a file whose name lies about what it is. */
const OTHER_KIND: Record<MediaKind, () => Promise<string>> = {
  video: () => video(640, 360, 2),
  image: () => image(640, 480),
  audio: () => audio(3),
  document: pdf,
};

/** Rows whose every allowed extension gets its own valid file: together they hold every format any row takes. */
const everyExtension = (tool: UploadTool) => tool === 'assets' || tool === 'podcast_document';

function casesFor(tool: UploadTool): Case[] {
  const rule = UPLOAD_RULES[tool];
  const cases: Case[] = [];
  const kinds = kindsOf(rule);
  const firstExt = extsOf(rule, kinds[0]!)[0]!;

  // Wrong extension: a media kind the tool does not take, a kind it takes in a format it does not, and no media at all.
  const foreign = (['avi', 'gif', 'ogg', 'flac', 'doc', 'exe', 'zip'] as const).filter((e) => !rule.extensions.includes(e));
  for (const ext of foreign.slice(0, 4))
    cases.push({ label: `wrong extension .${ext}`, name: `file.${ext}`, file: garbage, expect: refuse('sign', rule.messages.type) });
  cases.push({ label: 'no extension', name: 'file', file: garbage, expect: refuse('sign', rule.messages.type) });

  for (const kind of kinds) {
    const l = limitsOf(rule, kind);
    const exts = extsOf(rule, kind);
    const ext = exts[0]!;
    const [w, h] = validSides(l, kind);
    const sec = validSeconds(l);

    // Valid files: every extension where it is the format under test (the assets row holds every media
    // format; documents only come here), one per kind elsewhere.
    for (const e of everyExtension(tool) ? exts : [ext])
      cases.push({ label: `valid .${e}`, name: `Valid ${kind}.${e}`, file: validFile(rule, kind, e), expect: { ok: true, kind, warnings: validAdvice(l) } });

    // Advice rows (spec 001 §5): outside the advice is taken with a warning, inside it without.
    if (l.advisedShapes)
      cases.push({
        label: 'photo off the advised shape (4:3): taken with advice',
        name: `four-three.${ext}`,
        file: () => image(640, 480, ext),
        expect: { ok: true, kind, warnings: [UPLOAD_MESSAGES.adviseShape] },
      });
    if (l.advisedSeconds && kind === 'audio') {
      const within = (l.advisedSeconds[0] + l.advisedSeconds[1]) / 2;
      cases.push({
        label: `within the advised length (${within}s): no advice`,
        name: `advised.${ext}`,
        file: () => audio(within, ext),
        expect: { ok: true, kind, warnings: [] },
      });
    }

    // Renamed: the name says this kind, the bytes are another kind: each other kind the tool takes (it
    // still refuses the lie) and one it does not.
    const others = (Object.keys(OTHER_KIND) as MediaKind[]).filter((k) => k !== kind);
    const renamedAs = [...others.filter((k) => kinds.includes(k)), others.find((k) => !kinds.includes(k))!];
    for (const other of renamedAs)
      cases.push({
        label: `renamed: ${other} named .${ext}`,
        name: `renamed.${ext}`,
        file: OTHER_KIND[other],
        expect: refuse('complete', UPLOAD_MESSAGES.realType),
      });
    // Documents are read by format: one document format named as another is refused too.
    if (kind === 'document') {
      for (const named of exts)
        for (const real of exts.filter((e) => e !== named)) {
          cases.push({
            label: `renamed: .${real} named .${named}`,
            name: `renamed.${named}`,
            file: DOCUMENTS[real]!,
            expect: refuse('complete', UPLOAD_MESSAGES.realType),
          });
        }
    }

    // Size, on the declared size: over by one byte is refused before a byte is sent; exactly at the limit is signed.
    cases.push({ label: `too big (${kind}, limit + 1 byte)`, name: `big.${ext}`, size: l.maxBytes + 1, expect: refuse('sign', rule.messages.size(kind)) });
    cases.push({ label: `at the size limit (${kind})`, name: `limit.${ext}`, size: l.maxBytes, expect: { signOnly: true } });

    // Length.
    if (l.minSeconds !== undefined) {
      const short = l.minSeconds > 1 ? l.minSeconds - 1 : l.minSeconds / 2;
      const file = kind === 'video' ? () => video(w, h, short, ext) : () => audio(short, ext);
      cases.push({
        label: `too short (${kind}, ${short}s < ${l.minSeconds}s)`,
        name: `short.${ext}`,
        file,
        expect: refuse('complete', rule.messages.tooShort!),
      });
    }
    if (l.maxSeconds !== undefined) {
      const long = l.maxSeconds + 5;
      // Videos that only need a picture to carry the length are kept small.
      const file = kind === 'video' ? () => video(l.minShortSide ? w : 320, l.minShortSide ? h : 240, long, ext) : () => audio(long, ext);
      cases.push({ label: `too long (${kind}, ${long}s > ${l.maxSeconds}s)`, name: `long.${ext}`, file, expect: refuse('complete', rule.messages.tooLong!) });
    }

    // Resolution.
    if (l.minShortSide !== undefined) {
      const low =
        kind === 'video' ? () => video(l.minShortSide! - 2, l.minShortSide! - 2, sec, ext) : () => image(l.minShortSide! + 100, l.minShortSide! - 1, ext);
      cases.push({
        label: `resolution too low (shorter side < ${l.minShortSide}px)`,
        name: `low.${ext}`,
        file: low,
        expect: refuse('complete', rule.messages.resolution!),
      });
    }
    if (l.maxLongSide !== undefined && kind === 'video') {
      cases.push({
        label: `resolution too high (longer side > ${l.maxLongSide}px)`,
        name: `high.${ext}`,
        file: () => video(l.maxLongSide! + 16, l.minShortSide ?? 360, sec, ext),
        expect: refuse('complete', rule.messages.resolution!),
      });
    }
    if (l.square) cases.push({ label: 'not square', name: `wide.${ext}`, file: () => image(321, 320, ext), expect: refuse('complete', rule.messages.square!) });

    // No audio track: refused, flagged with a warning, or (rows without the limit) simply taken.
    if (kind === 'video') {
      const mute = () => video(w, h, sec, ext, false);
      const msg = rule.messages.noAudio?.text ?? UPLOAD_MESSAGES.noAudio;
      if (l.audioTrack === 'reject') cases.push({ label: 'no audio track (refused)', name: `mute.${ext}`, file: mute, expect: refuse('complete', msg) });
      else if (l.audioTrack === 'flag')
        cases.push({ label: 'no audio track (taken, flagged)', name: `mute.${ext}`, file: mute, expect: { ok: true, kind, warnings: [msg] } });
      else cases.push({ label: 'no audio track (no such limit: taken)', name: `mute.${ext}`, file: mute, expect: { ok: true, kind, warnings: [] } });
    }

    // Corrupt: random bytes under the right extension; a file cut off after its header.
    cases.push({ label: `corrupt: random bytes .${ext}`, name: `corrupt.${ext}`, file: garbage, expect: refuse('complete', UPLOAD_MESSAGES.realType) });
    if (kind === 'video' && exts.includes('mp4'))
      cases.push({
        label: 'corrupt: truncated .mp4',
        name: 'cut.mp4',
        file: async () => media.truncatedMp4(),
        expect: refuse('complete', UPLOAD_MESSAGES.realType),
      });
    if (kind === 'document' && exts.includes('pdf'))
      cases.push({ label: 'corrupt: truncated .pdf', name: 'cut.pdf', file: truncatedPdf, expect: refuse('complete', UPLOAD_MESSAGES.realType) });
    if (kind === 'image' && exts.includes('png'))
      cases.push({ label: 'corrupt: truncated .png', name: 'cut.png', file: truncatedPng, expect: refuse('complete', UPLOAD_MESSAGES.realType) });

    // Zero bytes.
    cases.push({ label: `zero-byte .${ext}`, name: `empty.${ext}`, file: empty, expect: refuse('sign', UPLOAD_MESSAGES.empty) });
  }

  // File names: no directories, no control or bidi-override characters; any script (and emoji) is kept, in NFC.
  // The name rule is the sign request's and the NFC name is kept at completion, whatever the tool: every
  // name on the rows that hold every format, one refusal on the others (their path refuses it too).
  const valid = validFile(rule, kinds[0]!, firstExt);
  const badNames = [
    `../x.${firstExt}`,
    `../../etc/x.${firstExt}`,
    `a/b.${firstExt}`,
    `/abs.${firstExt}`,
    `a\\b.${firstExt}`,
    `..\\..\\x.${firstExt}`,
    `bell\u0007.${firstExt}`,
    `nul\u0000x.${firstExt}`,
    `del\u007f.${firstExt}`,
    `c1\u0085x.${firstExt}`,
    `x\u202egnp.${firstExt}`,
    `iso\u2067late.${firstExt}`,
  ];
  for (const name of everyExtension(tool) ? badNames : badNames.slice(0, 1))
    cases.push({ label: `name ${JSON.stringify(name)}`, name, file: valid, expect: refuse('sign', BAD_FILE_NAME_MESSAGE, ErrorCode.VALIDATION) });
  const unicode = `Cafe\u0301 照片 ملف 🎬 ${tool}.${firstExt}`;
  if (everyExtension(tool))
    cases.push({
      label: 'unicode name (Chinese, Arabic, emoji, NFD) kept',
      name: unicode,
      file: valid,
      expect: { ok: true, kind: kinds[0]!, warnings: validAdvice(limitsOf(rule, kinds[0]!)), name: unicode.normalize('NFC') },
    });
  return cases;
}

// ---------- The suite ----------

// Every distinct file once, two ffmpeg processes at a time, before any case runs.
beforeAll(async () => {
  const makers = [
    ...UPLOAD_TOOLS.flatMap((tool) => casesFor(tool).flatMap((c) => (c.file ? [c.file] : []))),
    () => audio(3, 'mp3'),
    () => image(640, 480, 'png'),
  ];
  let next = 0;
  const worker = async () => {
    while (next < makers.length) await makers[next++]!();
  };
  await Promise.all([worker(), worker()]);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Reply = { status: number; code: number; msg: string; data: any; keys: string[] };

// The rules are decided in code, not SQL: one database is enough for ~400 cases (the upload and asset
// queries themselves run on both in uploads.test.ts and assets.test.ts).
describe('upload rules: every row, every fault, over oss_sign → tus → complete [pglite]', () => {
  const dbKind = 'pglite' as const;
  let t: TestApp;
  let token: string;
  let userId: string;
  let spaceId: string;

  beforeAll(async () => {
    // Thumbnails and waveforms are not under test here: no in-process worker competing for the CPU.
    t = await startTestApp(dbKind, { inProcessWorker: false });
    token = await createUser(t, 'rules@example.com');
    userId = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'rules@example.com').executeTakeFirstOrThrow()).id;
    spaceId = (await actorFor(t.ctx.db, userId)).space.id;
  });
  afterAll(() => t?.close());

  /** Assets accepted so far, which the assets list must show: every refused file is absent from it. */
  let accepted = 0;
  const assetRows = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('assets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('space_id', '=', spaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const uploadRows = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Whatever storage holds for one upload (the file and its sidecars), named by the upload's id. */
  const storedFor = (uploadId: string) => {
    const folder = path.join(t.dataDir, 'files', 'assets', spaceId);
    return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith(uploadId)) : [];
  };

  async function attempt(tool: UploadTool, c: Case): Promise<Reply & { stage: string; target?: { upload_id: string } }> {
    if (c.size !== undefined) {
      const r = await t.call('uploadSign', { tool, filename: c.name, size: c.size }, token);
      return { stage: 'sign', ...r, target: r.code === 0 ? r.data : undefined };
    }
    return (await sendFile(t, token, { tool, file: await c.file!(), name: c.name })) as Reply & { stage: string; target?: { upload_id: string } };
  }

  for (const tool of UPLOAD_TOOLS) {
    describe(tool, () => {
      it.each(casesFor(tool))('$label', async (c) => {
        const before = { rows: await assetRows(), uploads: await uploadRows() };
        const r = await attempt(tool, c);
        const e = c.expect;
        expect(r.keys, 'the {code,msg,data} envelope').toEqual(['code', 'data', 'msg']);

        if ('signOnly' in e) {
          expect([r.code, r.msg]).toEqual([0, 'success']);
          expect(r.data.max_bytes).toBe(c.size);
          expect((await t.call('uploadCancel', { upload_id: r.data.upload_id }, token)).code).toBe(0);
          expect((await t.ctx.db.selectFrom('uploads').select('status').where('id', '=', r.data.upload_id).executeTakeFirstOrThrow()).status).toBe('cancelled');
          expect(await assetRows()).toBe(before.rows);
          expect(leftovers(t)).toEqual([]);
          return;
        }

        if (e.ok) {
          expect(r.code, r.msg).toBe(0);
          expect(r.stage).toBe('complete');
          expect(r.data).toMatchObject({ name: e.name ?? c.name, kind: e.kind, tool, warnings: e.warnings });
          const row = await t.ctx.db
            .selectFrom('assets')
            .select(['name', 'kind', 'storage_key', 'size_bytes'])
            .where('id', '=', r.data.id)
            .executeTakeFirstOrThrow();
          expect(row).toMatchObject({ name: e.name ?? c.name, kind: e.kind });
          expect(Number(row.size_bytes)).toBe(fs.statSync(await c.file!()).size);
          expect(await t.ctx.storage.exists(row.storage_key)).toBe(true);
          expect(await assetRows()).toBe(before.rows + 1);
          accepted++;
          expect(leftovers(t)).toEqual([]);
          return;
        }

        // A refusal: the rule's message, word for word, and nothing kept anywhere.
        expect({ stage: r.stage, code: r.code, msg: r.msg }).toEqual({ stage: e.stage, code: e.code, msg: e.msg });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(Object.values(r.data?.fields ?? {})).toContain(e.msg);
        // Beside the English, the key and values the web reads it by in the user's language.
        if (e.code === REJECTED) expect(r.data?.i18n?.key, e.msg).toMatch(/^uploadRules\./);
        expect(await assetRows()).toBe(before.rows);
        expect(leftovers(t)).toEqual([]);
        if (e.stage === 'sign') {
          expect(await uploadRows(), 'no upload opened').toBe(before.uploads);
        } else {
          const id = r.target!.upload_id;
          const up = await t.ctx.db.selectFrom('uploads').select(['status', 'asset_id']).where('id', '=', id).executeTakeFirstOrThrow();
          expect(up).toEqual({ status: 'rejected', asset_id: null });
          expect(storedFor(id)).toEqual([]);
        }
      });

      it('the assets list shows the accepted files and none of the refused', async () => {
        const list = await t.call('assetList', {}, token);
        expect(list.keys).toEqual(['code', 'data', 'msg']);
        expect(list.data.total).toBe(accepted);
      });
    });
  }

  it('temp_sts: a file named at creation gets the same refusals (zero bytes, unsafe names) and keeps a unicode name', async () => {
    const before = await assetRows();
    const sts = await t.call('uploadSts', { tool: 'podcast_audio' }, token);
    expect(sts.code).toBe(0);
    const h = tusHeaders(sts.data.token);
    const meta = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;
    const refusals: [string, number, string][] = [
      ['empty.mp3', 0, UPLOAD_MESSAGES.empty],
      ['../x.mp3', 100, BAD_FILE_NAME_MESSAGE],
      ['a\\b.mp3', 100, BAD_FILE_NAME_MESSAGE],
      ['c1\u0085x.mp3', 100, BAD_FILE_NAME_MESSAGE],
      ['x\u202e3pm.wav', 100, BAD_FILE_NAME_MESSAGE],
      ['song.ogg', 100, UPLOAD_RULES.podcast_audio.messages.type.text],
      ['big.mp3', UPLOAD_RULES.podcast_audio.kinds.audio!.maxBytes + 1, UPLOAD_RULES.podcast_audio.messages.size('audio').text],
    ];
    for (const [name, length, msg] of refusals) {
      const res = await t.app.inject({
        method: 'POST',
        url: sts.data.endpoint,
        headers: { ...h, 'upload-length': String(length), 'upload-metadata': meta(name) },
      });
      expect(res.statusCode, JSON.stringify(name)).toBeGreaterThanOrEqual(400);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect([body.code, body.msg], JSON.stringify(name)).toEqual([REJECTED, msg]);
    }
    expect(leftovers(t)).toEqual([]);
    const name = 'Épisode 一 🎧.mp3';
    const bytes = fs.readFileSync(await audio(3, 'mp3'));
    const created = await t.app.inject({
      method: 'POST',
      url: sts.data.endpoint,
      headers: { ...h, 'upload-length': String(bytes.length), 'upload-metadata': meta(name) },
    });
    expect(created.statusCode).toBe(201);
    const loc = String(created.headers.location);
    await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
    const done = await t.call('uploadComplete', { upload_id: loc.split('/').pop()! }, token);
    expect([done.code, done.msg]).toEqual([0, 'success']);
    expect(done.data).toMatchObject({ name, kind: 'audio', tool: 'podcast_audio' });
    expect(await assetRows()).toBe(before + 1);
    accepted++;
  });

  it('quota is checked again at completion: a target signed with room to spare is refused once the space fills, and nothing is kept', async () => {
    const email = 'quota-late@example.com';
    const qToken = await createUser(t, email);
    const qUser = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const qSpace = (await actorFor(t.ctx.db, qUser)).space.id;
    const file = await image(640, 480, 'png');
    const bytes = fs.readFileSync(file);
    const quota = STORAGE_QUOTA_BYTES[Plan.Free];

    const signed = await t.call('uploadSign', { tool: 'assets', filename: 'late.png', size: bytes.length }, qToken);
    expect(signed.code, signed.msg).toBe(0);
    // Meanwhile the space fills (another upload finishing first): one byte less room than this file needs.
    const used = (await t.call('assetList', {}, qToken)).data.usage.used_bytes as number;
    const filler = quota - used - bytes.length + 1;
    await t.ctx.db
      .insertInto('assets')
      .values({
        id: crypto.randomUUID(),
        space_id: qSpace,
        created_by: qUser,
        name: 'filler.mp4',
        kind: 'video',
        mime: 'video/mp4',
        size_bytes: filler,
        tool: 'assets',
        storage_key: `assets/${qSpace}/filler.mp4`,
        sha256: '0',
        meta: '{}',
        warnings: '[]',
        derived: true,
      })
      .execute();

    const h = { 'tus-resumable': '1.0.0', ...signed.data.headers };
    const created = await t.app.inject({ method: 'POST', url: signed.data.url, headers: { ...h, 'upload-length': String(bytes.length) } });
    expect(created.statusCode).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: String(created.headers.location),
      headers: { ...h, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
    expect(patched.statusCode).toBe(204);
    const done = await t.call('uploadComplete', { upload_id: signed.data.upload_id }, qToken);
    expect(done.keys).toEqual(['code', 'data', 'msg']);
    expect([done.status, done.code, done.msg]).toEqual([
      413,
      ErrorCode.STORAGE_FULL,
      `Your storage is full (${formatBytes(used + filler)} of ${formatBytes(quota)} used). Delete some files or upgrade your plan.`,
    ]);
    expect(done.data).toMatchObject({ used_bytes: used + filler, quota_bytes: quota, i18n: { key: 'uploadRules.storageFull' } });

    // Nothing kept: no asset, no stored object, no tus chunks; the upload is closed and cannot be retried.
    const names = (await t.ctx.db.selectFrom('assets').select('name').where('space_id', '=', qSpace).execute()).map((a) => a.name);
    expect(names).toEqual(['filler.mp4']);
    const folder = path.join(t.dataDir, 'files', 'assets', qSpace);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith(signed.data.upload_id)) : []).toEqual([]);
    expect(leftovers(t)).toEqual([]);
    expect((await t.ctx.db.selectFrom('uploads').select('status').where('id', '=', signed.data.upload_id).executeTakeFirstOrThrow()).status).toBe('rejected');
    expect((await t.call('uploadComplete', { upload_id: signed.data.upload_id }, qToken)).code).toBe(ErrorCode.UPLOAD_NOT_FOUND);

    // With the room back, the same file goes through.
    await t.ctx.db.deleteFrom('assets').where('space_id', '=', qSpace).where('name', '=', 'filler.mp4').execute();
    const again = await sendFile(t, qToken, { tool: 'assets', file, name: 'late.png' });
    expect([again.code, again.msg]).toEqual([0, 'success']);
  });
});

/** The table covers what the rule table has: a guard against rows or extensions the cases would skip. */
describe('upload rules: the case table covers the rule table', () => {
  it('has cases for every tool and kind, and a valid file in every extension any row allows', () => {
    const validExts = new Set<string>();
    for (const tool of UPLOAD_TOOLS) {
      const labels = casesFor(tool).map((c) => c.label);
      for (const l of labels) if (l.startsWith('valid .')) validExts.add(l.slice('valid .'.length));
      for (const kind of kindsOf(UPLOAD_RULES[tool])) {
        expect(
          labels.some((l) => l.startsWith(`too big (${kind}`)),
          `${tool} ${kind} size`,
        ).toBe(true);
        expect(
          labels.some((l) => l.startsWith('renamed: ')),
          `${tool} ${kind} renamed`,
        ).toBe(true);
      }
      // Every allowed extension is a known media kind of the rule's own kinds.
      for (const ext of UPLOAD_RULES[tool].extensions) expect(kindsOf(UPLOAD_RULES[tool]), `${tool} .${ext}`).toContain(mediaKindOf(`x.${ext}`));
    }
    expect([...validExts].sort()).toEqual([...new Set(UPLOAD_TOOLS.flatMap((tool) => UPLOAD_RULES[tool].extensions))].sort());
  });
});
