import { ErrorCode, TEMPLATE_MESSAGES } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

/**
 * Template editing (spec 000 §2.12): a template opens in the editor with its document (the library's or
 * the space's own), and one of My Templates is made again from the draft edited from it. Only its space
 * sees it; only its maker or an admin replaces it; the library is never changed.
 */
describeEachDb('template editing', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'silent' });
  });
  afterAll(() => t.close());

  const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const words = (d: any) => d.scenes.flatMap((s: any) => s.script.map((g: any) => g.text)).join(' ');

  it('opens a library design and one of My Templates, and replaces the latter from an edited draft', async () => {
    const token = await createUser(t, `tpl-edit-${kind}@example.com`);
    const library = await t.call('templateDocument', { id: 'lib-offer-mono-1x1' }, token);
    expect(library.code, library.msg).toBe(0);
    expect(library.data.template).toMatchObject({ id: 'lib-offer-mono-1x1', kind: 'library', can_edit: false });
    expect(library.data.document.aspectRatio).toBe('1:1');

    const draft = await t.call('projectSave', { document: doc('Our first offer.'), name: 'Offer', source: 'editor' }, token);
    const made = await t.call('templateCreate', { project_id: draft.data.id, name: 'Offer' }, token);
    expect(made.code, made.msg).toBe(0);
    const opened = await t.call('templateDocument', { id: made.data.id }, token);
    expect(opened.data.template).toMatchObject({ kind: 'mine', name: 'Offer', can_edit: true });
    expect(words(opened.data.document)).toBe('Our first offer.');

    // Edited in the editor as a draft of its own, then put back into the template, renamed.
    const edited = await t.call('projectSave', { document: { ...doc('A better offer.'), aspectRatio: '9:16' }, source: 'editor' }, token);
    const updated = await t.call('templateUpdate', { id: made.data.id, project_id: edited.data.id, name: 'Offer v2' }, token);
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data).toMatchObject({ id: made.data.id, name: 'Offer v2', aspect_ratio: '9:16' });
    expect(words((await t.call('templateDocument', { id: made.data.id }, token)).data.document)).toBe('A better offer.');
    expect((await t.call('templateList', { scope: 'mine' }, token)).data.total).toBe(1);
    // Without a name the name stays.
    expect((await t.call('templateUpdate', { id: made.data.id, project_id: draft.data.id }, token)).data.name).toBe('Offer v2');

    // The library is not changed; another account sees nothing and cannot use its own draft on it.
    const lib = await t.call('templateUpdate', { id: 'lib-offer-mono-1x1', project_id: draft.data.id }, token);
    expect(lib.code).toBe(ErrorCode.FORBIDDEN);
    const other = await createUser(t, `tpl-edit-other-${kind}@example.com`);
    const theirs = await t.call('projectSave', { document: doc('Not yours.'), source: 'editor' }, other);
    expect((await t.call('templateDocument', { id: made.data.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('templateUpdate', { id: made.data.id, project_id: theirs.data.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    const foreign = await t.call('templateUpdate', { id: made.data.id, project_id: theirs.data.id }, token);
    expect([foreign.code, foreign.msg]).toEqual([ErrorCode.NOT_FOUND, expect.any(String)]);
    expect(words((await t.call('templateDocument', { id: made.data.id }, token)).data.document)).toBe('Our first offer.');
    const bad = await t.call('templateUpdate', { id: made.data.id, project_id: 'nope' }, token);
    expect(bad.data.fields.project_id).toBe(TEMPLATE_MESSAGES.noProject);
  });
});
