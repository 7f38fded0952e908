import { RENDERING_STATUSES, type DataOf, type ProjectDetail, type ProjectEvent, type ProjectSummary } from '@framecast/contract';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys';

type ListData = DataOf<'projectList'>;

/** A list page with one project's fresh summary in place (unchanged when it is not on the page). */
const withSummaryInList = (list: ListData, summary: ProjectSummary): ListData =>
  list.items.some((item) => item.id === summary.id)
    ? { ...list, items: list.items.map((item) => (item.id === summary.id ? { ...item, ...summary } : item)) }
    : list;

/** A detail with a fresh summary's fields (and a finished render's video); the document stays. */
const withSummaryInDetail = (detail: ProjectDetail, { result, ...summary }: ProjectEvent): ProjectDetail => ({ ...detail, ...summary, ...result });

/** A render that was running has ended: the detail's video, size and facts must be read again. */
const renderEnded = (before: ProjectSummary['status'] | undefined, after: ProjectSummary['status']): boolean =>
  before !== undefined && RENDERING_STATUSES.includes(before) && !RENDERING_STATUSES.includes(after);

/**
 * Put fresh summaries (from the event stream, polling or a mutation) into every cached list and detail.
 * A render that ended brings its video in the stream's event; without it (polling) the detail is read again.
 */
export function applySummaries(client: QueryClient, summaries: ProjectEvent[]): void {
  for (const { result, ...summary } of summaries) {
    client.setQueriesData<ListData>({ queryKey: projectKeys.lists() }, (old) => (old ? withSummaryInList(old, summary) : old));
    const before = client.getQueryData<ProjectDetail>(projectKeys.detail(summary.id));
    if (!before) continue;
    client.setQueryData<ProjectDetail>(projectKeys.detail(summary.id), withSummaryInDetail(before, { ...summary, result }));
    if (renderEnded(before.status, summary.status) && !result) void client.invalidateQueries({ queryKey: projectKeys.detail(summary.id) });
  }
}

/** A project the server just wrote (saved, duplicated): cache its detail and refetch the lists it now appears in. */
export function storeProject(client: QueryClient, project: ProjectDetail): Promise<void> {
  client.setQueryData(projectKeys.detail(project.id), project);
  return client.invalidateQueries({ queryKey: projectKeys.lists() });
}
