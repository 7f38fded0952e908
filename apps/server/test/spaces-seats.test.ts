import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CallName, ErrorCode, ErrorMessage, Plan } from '@framecast/contract';
import { createUser, describeEachDb, type TestApp, inviteCodeFromOutbox, startListeningApp, userIdOf } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };

/** The invitation code in the newest invitation mail to an address (quoted-printable body). */
// Spec 000 §6 and §8, spec 001 §4 "Seats", README "Team spaces": spaces owned never exceed the seats,
// a space never holds more members than the seats, seats never go below the members of any space nor the
// number of spaces owned, and never below 1. Each boundary: exactly at it is allowed, one past it refused
// with its own code and the catalogue's message.
describeEachDb('team spaces: seats at every boundary', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  const ok = async (name: CallName, body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  /** Refused with the code and the catalogue's message for it. */
  const refused = async (name: CallName, body: object, token: string, code: ErrorCode) => {
    const res = await t.call(name, body, token);
    expect({ code: res.code, msg: res.msg }, name).toEqual({ code, msg: ErrorMessage[code] });
    return res;
  };
  /** A Team plan bought through the sandbox checkout, as the seat change refunds a real payment. */
  const buyTeam = async (token: string, seats: number) => {
    await ok('billingInfoSave', INFO, token);
    const order = await ok('orderSubmit', { goods_sn: 'team-month-usd', num: seats }, token);
    const res = await fetch(order.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data.had_pay).toBe(true);
    expect((await ok('subscription', {}, token)).total_seat).toBe(seats);
  };
  const joinByLink = async (owner: string, uniqueId: string, email: string) => {
    const { link } = await ok('spaceInvitationCode', { unique_id: uniqueId }, owner);
    const token = await createUser(t, email);
    return { token, res: await t.call('spaceAddMember', { invite_code: link.code }, token) };
  };

  it('the catalogue has a code and a message of its own for each seat error', () => {
    const codes = [
      ErrorCode.SPACES_EXCEED_SEATS,
      ErrorCode.MEMBERS_EXCEED_SEATS,
      ErrorCode.MAX_SPACES,
      ErrorCode.NO_SEATS,
      ErrorCode.SEAT_LIMIT,
      ErrorCode.SPACE_PLAN_EXPIRED,
    ];
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.map((c) => ErrorMessage[c])).size).toBe(codes.length);
    expect(ErrorMessage[ErrorCode.SPACES_EXCEED_SEATS]).toMatch(/spaces exceed your seats/i);
    expect(ErrorMessage[ErrorCode.MEMBERS_EXCEED_SEATS]).toMatch(/members exceed the adjusted seats/i);
    expect(ErrorMessage[ErrorCode.MAX_SPACES]).toMatch(/maximum spaces reached/i);
    expect(ErrorMessage[ErrorCode.NO_SEATS]).toMatch(/no seats available/i);
    expect(ErrorMessage[ErrorCode.SEAT_LIMIT]).toMatch(/seat limit reached/i);
    expect(ErrorMessage[ErrorCode.SPACE_PLAN_EXPIRED]).toMatch(/plan has expired/i);
  });

  it('spaces, members and seat changes, each at its boundary', async () => {
    const owner = await createUser(t, 'seats-owner@example.com');
    await buyTeam(owner, 3);
    // Nothing in use yet: seats in use is 1, the minimum, and 0 seats is not a seat count.
    expect((await ok('subscription', {}, owner)).used_seat).toBe(1);
    expect(await t.call('orderSeats', { num: 0 }, owner)).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'At least 1 seat.' });

    // Spaces: exactly the seats is allowed, one more is refused.
    const a = await ok('spaceCreate', { name: 'A' }, owner);
    const b = await ok('spaceCreate', { name: 'B' }, owner);
    const c = await ok('spaceCreate', { name: 'C' }, owner);
    await refused('spaceCreate', { name: 'D' }, owner, ErrorCode.MAX_SPACES);
    expect((await ok('subscription', {}, owner)).used_seat).toBe(3);

    // Members of A: the owner and two more fill the three seats; the next is refused, by link and by email.
    expect((await joinByLink(owner, a.unique_id, 'seats-m1@example.com')).res.code).toBe(0);
    // An email invitation sent while a seat is free...
    await ok('spaceSendEmail', { unique_id: a.unique_id, email: 'seats-late@example.com' }, owner);
    const m2 = await joinByLink(owner, a.unique_id, 'seats-m2@example.com');
    expect(m2.res.code).toBe(0);
    expect(await ok('spaceMembers', { unique_id: a.unique_id }, owner)).toMatchObject({ seats: 3, used: 3 });
    const m3 = await joinByLink(owner, a.unique_id, 'seats-m3@example.com');
    expect({ code: m3.res.code, msg: m3.res.msg }).toEqual({ code: ErrorCode.SEAT_LIMIT, msg: ErrorMessage[ErrorCode.SEAT_LIMIT] });
    await refused('spaceSendEmail', { unique_id: a.unique_id, email: 'seats-m3@example.com' }, owner, ErrorCode.NO_SEATS);
    // ...cannot be used once the seats are taken.
    const late = await createUser(t, 'seats-late@example.com');
    await refused('spaceAddMember', { invite_code: inviteCodeFromOutbox(t.dataDir, 'seats-late@example.com') }, late, ErrorCode.NO_SEATS);
    expect(await ok('spaceMembers', { unique_id: a.unique_id }, owner)).toMatchObject({ seats: 3, used: 3 });

    // Seat changes: never below the spaces owned (3), then never below the members of a space (3).
    const down = await refused('orderSeats', { num: 2 }, owner, ErrorCode.SPACES_EXCEED_SEATS);
    expect(down.data).toEqual({ seats_in_use: 3 });
    await ok('spaceDelete', { unique_id: c.unique_id }, owner);
    const members = await refused('orderSeats', { num: 2 }, owner, ErrorCode.MEMBERS_EXCEED_SEATS);
    expect(members.data).toEqual({ seats_in_use: 3 });
    await ok('spaceLeave', { unique_id: a.unique_id }, m2.token);
    // Exactly at both (2 spaces, 2 members) is allowed, refunding the unused part at once.
    const reduced = await ok('orderSeats', { num: 2 }, owner);
    expect(reduced.total_seat).toBe(2);
    expect(reduced.refunded_amount).toBeGreaterThan(0);
    expect(await ok('subscription', {}, owner)).toMatchObject({ total_seat: 2, used_seat: 2 });
    await refused('orderSeats', { num: 1 }, owner, ErrorCode.SPACES_EXCEED_SEATS);

    // The new seat count holds everywhere at once.
    await refused('spaceCreate', { name: 'C again' }, owner, ErrorCode.MAX_SPACES);
    const again = await joinByLink(owner, a.unique_id, 'seats-m4@example.com');
    expect(again.res.code).toBe(ErrorCode.SEAT_LIMIT);
    // B has one member of its two seats: one invitation may still go out.
    await ok('spaceSendEmail', { unique_id: b.unique_id, email: 'seats-m5@example.com' }, owner);
  });

  it('buying Team seats fewer than the spaces or members in use is refused', async () => {
    // An owner whose Team plan ended keeps their spaces and members (the spaces' plan has expired).
    const owner = await createUser(t, 'lapsed-owner@example.com');
    const ownerId = await userIdOf(t, 'lapsed-owner@example.com');
    expect((await t.call('adminSetPlan', { user_id: ownerId, plan: Plan.Team, period: 'month', seats: 3 }, operator)).code).toBe(0);
    const x = await ok('spaceCreate', { name: 'X' }, owner);
    await ok('spaceCreate', { name: 'Y' }, owner);
    expect((await joinByLink(owner, x.unique_id, 'lapsed-m1@example.com')).res.code).toBe(0);
    expect((await joinByLink(owner, x.unique_id, 'lapsed-m2@example.com')).res.code).toBe(0);
    expect((await t.call('adminSetPlan', { user_id: ownerId, plan: Plan.Free, period: 'month', seats: 1 }, operator)).code).toBe(0);
    await refused('spaceCreate', { name: 'Z' }, owner, ErrorCode.TEAM_PLAN_REQUIRED);

    await ok('billingInfoSave', INFO, owner);
    const submit = (num: number) => t.call('orderSubmit', { goods_sn: 'team-month-usd', num }, owner);
    // Two spaces: one seat is fewer than the spaces.
    expect(await submit(1)).toMatchObject({ code: ErrorCode.SPACES_EXCEED_SEATS, msg: ErrorMessage[ErrorCode.SPACES_EXCEED_SEATS] });
    // Three members in X: two seats are fewer than the members.
    expect(await submit(2)).toMatchObject({ code: ErrorCode.MEMBERS_EXCEED_SEATS, msg: ErrorMessage[ErrorCode.MEMBERS_EXCEED_SEATS] });
    expect((await submit(3)).code).toBe(0);
  });
  it('a seat change racing joins, space creation or itself never leaves more members or spaces than seats', async () => {
    for (let i = 0; i < 3; i++) {
      const owner = await createUser(t, `race-owner${i}@example.com`);
      await buyTeam(owner, 3);
      const space = await ok('spaceCreate', { name: 'S' }, owner);
      expect((await joinByLink(owner, space.unique_id, `race-m1-${i}@example.com`)).res.code).toBe(0);
      const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
      const late = await createUser(t, `race-m2-${i}@example.com`);
      // Giving back the third seat while a third person joins: one of the two wins, never both.
      const [reduce, join] = await Promise.all([t.call('orderSeats', { num: 2 }, owner), t.call('spaceAddMember', { invite_code: link.code }, late)]);
      expect(
        [reduce.code, join.code].filter((c) => c === 0),
        `round ${i}: ${reduce.code} ${join.code}`,
      ).toHaveLength(1);
      expect(reduce.code === 0 ? join.code : reduce.code).toBe(reduce.code === 0 ? ErrorCode.SEAT_LIMIT : ErrorCode.MEMBERS_EXCEED_SEATS);
      const members = await ok('spaceMembers', { unique_id: space.unique_id }, owner);
      expect(members.used).toBeLessThanOrEqual(members.seats);
    }

    // Giving back a seat while making a space on it; and the same seat given back twice at once (a double click).
    const owner = await createUser(t, 'race-spaces@example.com');
    await buyTeam(owner, 3);
    await ok('spaceCreate', { name: 'One' }, owner);
    await ok('spaceCreate', { name: 'Two' }, owner);
    const [reduce, create] = await Promise.all([t.call('orderSeats', { num: 2 }, owner), t.call('spaceCreate', { name: 'Three' }, owner)]);
    expect(
      [reduce.code, create.code].filter((c) => c === 0),
      `${reduce.code} ${create.code}`,
    ).toHaveLength(1);
    const sub = await ok('subscription', {}, owner);
    expect(sub.used_seat).toBeLessThanOrEqual(sub.total_seat);

    const twice = await createUser(t, 'race-twice@example.com');
    await buyTeam(twice, 3);
    const answers = await Promise.all([t.call('orderSeats', { num: 2 }, twice), t.call('orderSeats', { num: 2 }, twice)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.VALIDATION]);
    const order = await t.ctx.db
      .selectFrom('orders')
      .select(['refunded_amount'])
      .where('user_id', '=', await userIdOf(t, 'race-twice@example.com'))
      .where('kind', '=', 'new')
      .executeTakeFirstOrThrow();
    expect(order.refunded_amount).toBe(answers.find((a) => a.code === 0)!.data.refunded_amount);
  });
});
