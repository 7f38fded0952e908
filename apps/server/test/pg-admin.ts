import net from 'node:net';

/** The PostgreSQL server the CI machine runs on loopback; suites also run there when it answers. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgReachable: Promise<boolean> | null = null;
export function postgresReachable(): Promise<boolean> {
  pgReachable ??= new Promise((resolve) => {
    const u = new URL(PG_ADMIN_URL);
    const sock = net.connect(Number(u.port || 5432), u.hostname);
    sock.setTimeout(1000);
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => (sock.destroy(), resolve(false)));
  });
  return pgReachable;
}
