import { afterAll, beforeAll, expect, it } from 'vitest';
import { BAD_FILE_NAME_MESSAGE, BAD_NAME_MESSAGE, type CallName, ErrorCode, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { createUser, describeEachDb, givePlan, startTestApp, type TestApp } from './helper.js';

/**
 * The probe's hostile names: control characters, line breaks, escapes, direction overrides and
 * isolates, path separators. Every one must be refused wherever a user names something.
 */
const HOSTILE = [
  'line\nbreak',
  'carriage\rreturn',
  'crlf\r\nSet-Cookie: a=b',
  'tab\tinside',
  'nul\u0000byte',
  'bell\u0007',
  'backspace\u0008',
  'vertical\u000btab',
  'form\u000cfeed',
  'esc\u001b[31mred\u001b[0m',
  'unit\u001fsep',
  'del\u007f',
  'c1\u0085next line',
  'c1\u009bcsi',
  'rlo\u202egnp.exe',
  'lro\u202dx',
  'lre\u202ax',
  'rle\u202bx',
  'pdf\u202cx',
  'lri\u2066x',
  'rli\u2067x',
  'fsi\u2068x',
  'pdi\u2069x',
  'line\u2028separator',
  'para\u2029separator',
  'a/b',
  '../../etc/passwd',
  'back\\slash',
  '/leading',
  'C:\\Windows\\x',
];
/** Names of every script and symbol a person may well use, which the rule must keep. */
const FINE = ['Café 照片 😀', "O'Brien & Co. — 50% off!", 'Сезон (копия) #2', 'مرحبا بالعالم'];
const UUID = '00000000-0000-4000-8000-000000000001';

describeEachDb('security: one name rule for every name a user gives', (kind) => {
  let t: TestApp;
  let token: string;
  let project: string;
  let folder: string;
  let assetFolder: string;
  let unique: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'names@example.com');
    // Voice cloning is gated by plan before its input is read: the name rule is what this suite tests.
    await givePlan(t, token, Plan.Starter);
    const doc = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' });
    const saved = await t.call('projectSave', { name: 'Start', document: doc, source: 'talking_avatar', category: 'avatar_video' }, token);
    expect(saved.code, saved.msg).toBe(0);
    project = saved.data.id;
    folder = (await t.call('folderCreate', { name: 'Start folder' }, token)).data.id;
    assetFolder = (await t.call('assetFolderCreate', { name: 'Start media', type: 'media' }, token)).data.id;
    unique = (await t.call('spaceList', {}, token)).data.list[0].unique_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' });
  /** Each call that takes a name, with a request valid but for it. */
  const CASES: [CallName, (name: string) => Record<string, unknown>, string?][] = [
    ['projectSave', (name) => ({ name, document: doc(), source: 'talking_avatar', category: 'avatar_video' })],
    ['projectRename', (name) => ({ id: project, name })],
    ['folderCreate', (name) => ({ name })],
    ['folderRename', (name) => ({ id: folder, name })],
    ['assetFolderCreate', (name) => ({ name, type: 'media' })],
    ['assetFolderRename', (name) => ({ id: assetFolder, name })],
    ['assetRename', (name) => ({ id: UUID, name }), BAD_FILE_NAME_MESSAGE],
    ['uploadSign', (name) => ({ tool: 'assets', filename: name, size: 100 }), BAD_FILE_NAME_MESSAGE],
    ['userSave', (name) => ({ nickname: name })],
    ['spaceCreate', (name) => ({ name })],
    ['spaceInfo', (name) => ({ unique_id: unique, name })],
    ['userAvatarUpdate', (name) => ({ id: UUID, name })],
    ['userAvatarFromPhoto', (name) => ({ name, asset_id: UUID })],
    ['userAvatarGenerate', (name) => ({ name, options: {} })],
    ['productSave', (name) => ({ name, description: 'A lamp', media_ids: [] })],
    ['templateCreate', (name) => ({ project_id: project, name })],
    ['voiceClone', (name) => ({ name, sample_ids: [UUID], gender: 'female', language: 'en-us' })],
    ['apiKeyCreate', (name) => ({ name, scopes: ['projects.read'] })],
    ['billingInfoSave', (name) => ({ first_name: name, email: 'names@example.com' })],
  ];

  it('refuses each hostile name on every call that takes a name, with the rule named', async () => {
    const passed: string[] = [];
    for (const [call, body, message = BAD_NAME_MESSAGE] of CASES) {
      for (const name of HOSTILE) {
        const res = await t.call(call, body(name), token);
        if (res.code !== ErrorCode.VALIDATION || res.msg !== message) passed.push(`${call} ${JSON.stringify(name)} → ${res.code} ${res.msg}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('a refused rename changes nothing, and names of any script are kept as typed', async () => {
    expect((await t.call('projectDetail', { id: project }, token)).data.name).toBe('Start');
    for (const name of FINE) {
      const renamed = await t.call('projectRename', { id: project, name }, token);
      const folderRenamed = await t.call('assetFolderRename', { id: assetFolder, name }, token);
      const nick = await t.call('userSave', { nickname: name.slice(0, 40) }, token);
      expect([renamed.code, folderRenamed.code, nick.code], `${name}: ${renamed.msg} ${folderRenamed.msg} ${nick.msg}`).toEqual([0, 0, 0]);
      expect((await t.call('projectDetail', { id: project }, token)).data.name).toBe(name);
    }
  });
});
