import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who the links signed in this request are for. A link names its holder and when it was signed, so a
 * member's links into a space can be revoked when they leave it (or are removed), while the space's other
 * members keep theirs; links signed outside a request (jobs, e-mails) name no one.
 */
const audience = new AsyncLocalStorage<string>();

export const withLinkAudience = <T>(userId: string, fn: () => Promise<T>): Promise<T> => audience.run(userId, fn);
export const linkAudience = (): string | undefined => audience.getStore();
