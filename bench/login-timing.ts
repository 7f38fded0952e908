import { registerUser, sha, startTestApp, type TestApp } from '../apps/server/test/helper.js';

/**
 * Sign-in time for an existing account with a wrong password against an unknown email, alternating so
 * both see the same machine load. The aim: medians within 10% (else the time tells who has an account).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

export interface LoginTimings {
  existing: number;
  unknown: number;
  guest: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Times one refused sign-in (ms); failures are forgotten after each so no captcha cuts one short. */
async function timeLogin(t: TestApp, username: string, ip: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: sha('not-the-password') }, remoteAddress: ip });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.json().code !== 10202) throw new Error(`expected a refused sign-in, got ${res.body}`);
  await t.ctx.db.deleteFrom('login_failures').execute();
  return ms;
}

/** Medians (ms) of refused sign-ins for an existing account, an unknown email and a guest account. */
export async function measureLoginTimings(t: TestApp, rounds = ROUNDS): Promise<LoginTimings> {
  const email = `timing-${Date.now()}@example.com`;
  await registerUser(t, email, 'right-password');
  const guest = (await t.call('guest', {}, undefined, {})).data.token as string;
  const guestEmail = (await t.call('userInfo', {}, guest)).data.username as string;
  const times = { existing: [] as number[], unknown: [] as number[], guest: [] as number[] };
  for (let i = 0; i < rounds + 3; i++) {
    const warm = i < 3; // JIT and the dummy hash
    // Each round starts with another kind, so none always pays for going first.
    const kinds = [
      ['existing', email, '10.1.0.1'],
      ['unknown', `nobody-${i}@example.com`, '10.1.0.2'],
      ['guest', guestEmail, '10.1.0.3'],
    ] as const;
    for (let k = 0; k < kinds.length; k++) {
      const [kind, username, ip] = kinds[(i + k) % kinds.length]!;
      const ms = await timeLogin(t, username, ip);
      if (!warm) times[kind].push(ms);
    }
  }
  return { existing: median(times.existing), unknown: median(times.unknown), guest: median(times.guest) };
}

export async function benchLoginTiming(): Promise<string> {
  const t = await startTestApp('pglite');
  try {
    const m = await measureLoginTimings(t);
    const ratio = m.unknown / m.existing;
    const guestRatio = m.guest / m.existing;
    const within = (r: number) => Math.abs(1 - r) <= 0.1;
    return [
      `existing account, wrong password: median ${m.existing.toFixed(1)} ms`,
      `unknown email: median ${m.unknown.toFixed(1)} ms`,
      `guest account: median ${m.guest.toFixed(1)} ms`,
      `ratio unknown/existing: ${ratio.toFixed(2)} (aim within 10%) ${within(ratio) ? 'OK' : 'OUTSIDE AIM'}`,
      `ratio guest/existing: ${guestRatio.toFixed(2)} ${within(guestRatio) ? 'OK' : 'OUTSIDE AIM'}`,
    ].join('\n');
  } finally {
    await t.close();
  }
}
