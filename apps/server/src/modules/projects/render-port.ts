import type { Project } from '../../platform/db/schema.js';

/**
 * What projects need of renders, without depending on the render module: render reads projects'
 * documents and writes their render state, so an import the other way would tie the two in a cycle.
 * The render module implements this and app.ts puts it in the context.
 */
export interface RenderPort {
  /** One estimator per answer, so a whole list reads the queue's speed once. */
  estimator(): { forProject(row: Pick<Project, 'status' | 'current_render_id'>): Promise<number | null> };
  /**
   * How far a running render has got (0-1) and its step, as its job records it: progress is written
   * once, to the job, not to the project as well. Null when the render is not running.
   */
  progress(renderId: string): Promise<{ progress: number; stage: string | null } | null>;
  /** Stops a queued or running render and releases its credit (before its project is deleted). */
  cancel(renderId: string): Promise<void>;
}
