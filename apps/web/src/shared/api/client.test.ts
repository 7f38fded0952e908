// @vitest-environment happy-dom
import type { CallName } from '@framecast/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { USER_INFO_KEY } from '../session/session';
import { userInfo } from '../test/fixtures';
import { request } from './client';

const json = (envelope: unknown) => new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
/** The network only: the call's answer, and the user info as the server now has it (1 credit left). */
const answer = (envelope: { code: number; msg: string; data: unknown }) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.includes('/v1/user/info') ? json({ code: 0, msg: 'success', data: userInfo({ credits_balance: 1 }) }) : json(envelope))),
  );
/** Whether the cached user info (the sidebar's) has taken the server's new balance. */
const stale = async () => {
  await new Promise((r) => setTimeout(r, 20));
  return queryClient.getQueryData<ReturnType<typeof userInfo>>(USER_INFO_KEY)?.credits_balance === 1;
};

describe('request: a charging call updates the balance the sidebar shows', () => {
  beforeEach(() => queryClient.setQueryData(USER_INFO_KEY, userInfo({ credits_balance: 3 })));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it.each<CallName>(['userAvatarFromPhoto', 'userAvatarGenerate', 'avatarMotion', 'productAvatarCreate'])(
    'reads the user info again after %s is answered',
    async (name) => {
      answer({ code: 0, msg: 'success', data: {} });
      await request(name, {} as never, { quiet: 'all' });
      expect(await stale()).toBe(true);
    },
  );

  it("does not read it after a render: the render's answer carries the balance after its hold", async () => {
    answer({ code: 0, msg: 'success', data: {} });
    await request('render', {} as never, { quiet: 'all' });
    expect(await stale()).toBe(false);
  });

  it('reads it again when the call is refused for want of credits (the count shown was stale)', async () => {
    answer({ code: 20002, msg: 'Not enough credits', data: null });
    await expect(request('userAvatarFromPhoto', {} as never, { quiet: 'all' })).rejects.toMatchObject({ code: 20002 });
    expect(await stale()).toBe(true);
  });

  it('leaves it alone after a call that costs nothing', async () => {
    answer({ code: 0, msg: 'success', data: {} });
    await request('projectList', {} as never, { quiet: 'all' });
    expect(await stale()).toBe(false);
  });
});
