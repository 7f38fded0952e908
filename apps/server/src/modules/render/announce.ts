import type { Events } from '../../platform/events/index.js';

/** The live-status stream's channels: one per project, and one for "the queue moved" (estimates change). */
export const projectChannel = (projectId: string) => `project:${projectId}`;
export const QUEUE_CHANNEL = 'render-queue';

/**
 * Tells every process that a project's render state changed (after the change is committed). Never
 * fails the caller: a missed message is caught up by the streams' periodic re-read.
 */
export function announce(deps: { events: Events; log: { warn(obj: object, msg: string): void } }, projectId: string, queueMoved = false): Promise<void> {
  const sent = [deps.events.publish(projectChannel(projectId)), ...(queueMoved ? [deps.events.publish(QUEUE_CHANNEL)] : [])];
  return Promise.all(sent).then(
    () => undefined,
    (err: unknown) => deps.log.warn({ err, projectId }, 'events: could not announce a project change'),
  );
}
