import { ErrorCode, Plan } from '@framecast/contract';
import { FONT_FAMILIES } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, givePlan, startTestApp, type TestApp } from './helper.js';

const style = { palette: ['#1A2B3C', '#ffd400', '#00aa55'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' };

describeEachDb('brand style: the brand kit’s colours and fonts, one per space', (kind) => {
  let t: TestApp;
  let creator: string;
  let free: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false });
    creator = await createUser(t, 'brand-creator@example.com');
    await givePlan(t, creator, Plan.Creator);
    free = await createUser(t, 'brand-free@example.com');
  });
  afterAll(() => t.close());

  it('is unset at first, then holds what was saved, colours lower-cased, and a second save replaces it', async () => {
    expect((await t.call('brandStyle', {}, creator)).data).toEqual({ style: null, updated_at: null });
    const saved = await t.call('brandStyleSave', style, creator);
    expect(saved.code).toBe(0);
    expect(saved.data.style).toEqual({ ...style, palette: ['#1a2b3c', '#ffd400', '#00aa55'] });
    expect(Date.parse(saved.data.updated_at)).not.toBeNaN();
    expect((await t.call('brandStyle', {}, creator)).data).toEqual(saved.data);
    const again = await t.call('brandStyleSave', { palette: ['#000000'], heading_font: 'DejaVu Sans Mono', body_font: FONT_FAMILIES[0] }, creator);
    expect((await t.call('brandStyle', {}, creator)).data.style).toEqual(again.data.style);
    expect(again.data.style.palette).toEqual(['#000000']);
  });

  it('refuses colours that are not #rrggbb, an empty or too long palette and fonts the renderer lacks, naming the field', async () => {
    for (const [body, field] of [
      [{ ...style, palette: ['red'] }, 'palette'],
      [{ ...style, palette: ['#fff'] }, 'palette'],
      [{ ...style, palette: [] }, 'palette'],
      [{ ...style, palette: Array(9).fill('#000000') }, 'palette'],
      [{ ...style, heading_font: 'Comic Sans MS' }, 'heading_font'],
      [{ ...style, body_font: '' }, 'body_font'],
      [{ palette: ['#000000'] }, 'heading_font'],
    ] as const) {
      const res = await t.call('brandStyleSave', body, creator);
      expect(res.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(JSON.stringify(res.data), JSON.stringify(body)).toContain(field);
    }
    expect((await t.call('brandStyle', {}, creator)).data.style.palette).toEqual(['#000000']);
  });

  it('is the brand kit’s: a plan without it cannot set it, in the words of the other brand-kit calls, and reads its own (unset)', async () => {
    const res = await t.call('brandStyleSave', style, free);
    expect(res.code).toBe(ErrorCode.PLAN_FEATURE_REQUIRED);
    expect(res.data).toMatchObject({ feature: 'brand_kit' });
    expect((await t.call('brandStyle', {}, free)).data.style).toBeNull();
  });

  it('belongs to a space: another account neither reads nor changes it; signed out is refused', async () => {
    const other = await createUser(t, 'brand-other@example.com');
    await givePlan(t, other, Plan.Creator);
    expect((await t.call('brandStyle', {}, other)).data.style).toBeNull();
    expect((await t.call('brandStyleSave', { ...style, palette: ['#ff00ff'] }, other)).code).toBe(0);
    expect((await t.call('brandStyle', {}, creator)).data.style.palette).toEqual(['#000000']);
    expect((await t.call('brandStyle', {}, other)).data.style.palette).toEqual(['#ff00ff']);
    expect((await t.call('brandStyle', {})).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await t.call('brandStyleSave', style)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('reads a font that is no longer offered as the default instead of failing', async () => {
    const owner = await createUser(t, 'brand-old@example.com');
    await givePlan(t, owner, Plan.Creator);
    await t.call('brandStyleSave', style, owner);
    const { userId } = await t.ctx.sessions.resolve(owner);
    const space = await t.ctx.db.selectFrom('spaces').select('id').where('owner_id', '=', userId).where('personal', '=', true).executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('brand_styles').set({ heading_font: 'Gone Font' }).where('space_id', '=', space.id).execute();
    expect((await t.call('brandStyle', {}, owner)).data.style).toMatchObject({ heading_font: FONT_FAMILIES[0], body_font: 'DejaVu Sans' });
  });
});
