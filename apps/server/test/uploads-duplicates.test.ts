import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

describeEachDb('uploads: the same file twice', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'twice@example.com');
  });
  afterAll(() => t?.close());

  it('the second upload of the same bytes names the first, so it can be offered; other files name none', async () => {
    const file = media.png(64, 64);
    const first = await sendFile(t, token, { tool: 'assets', file, name: 'logo.png' });
    expect([first.code, first.data.duplicate_of]).toEqual([0, null]);
    const again = await sendFile(t, token, { tool: 'assets', file, name: 'logo (1).png' });
    expect(again.code, again.msg).toBe(0);
    expect(again.data.duplicate_of).toEqual({ id: first.data.id, name: 'logo.png', folder_id: null });
    expect(again.data.id).not.toBe(first.data.id);
    const other = await sendFile(t, token, { tool: 'assets', file: media.png(32, 32), name: 'other.png' });
    expect(other.data.duplicate_of).toBeNull();

    // "Use the one I have": the new copy goes, the first stays; nothing is stored twice.
    expect((await t.call('assetDelete', { ids: [again.data.id], confirm: true }, token)).code).toBe(0);
    const list = await t.call('assetList', {}, token);
    expect(list.data.items.map((a: { name: string }) => a.name).sort()).toEqual(['logo.png', 'other.png']);

    // Someone else's space holding the same bytes is not named.
    const stranger = await createUser(t, 'stranger@example.com');
    const theirs = await sendFile(t, stranger, { tool: 'assets', file, name: 'logo.png' });
    expect(theirs.data.duplicate_of).toBeNull();
  });
});
