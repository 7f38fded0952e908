import type { DataOf, Template } from '@framecast/contract';
import { Alert, Button, Group, Pagination, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import classes from './Templates.module.css';

interface Props {
  query: UseQueryResult<DataOf<'templateList'>>;
  card: (template: Template) => ReactNode;
  /** Shown when the list is empty (no match, or no templates yet). */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  testId: string;
  /** Smaller cards (a grid beside a side panel). */
  dense?: boolean;
}

/** One page of templates as cards: skeletons while it loads, its error with a retry, the empty state, the pages under it. */
export function TemplateGrid({ query, card, empty, page, pageSize, onPage, testId, dense = false }: Props) {
  const { t } = useTranslation();
  if (query.isError && !query.data) {
    return (
      <Alert color="red" variant="light" data-testid={`${testId}-error`}>
        <Group justify="space-between">
          {t('templates.loadError')}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div className={classes.grid} data-dense={dense || undefined} aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={280} radius="md" />
        ))}
      </div>
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) return empty;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div className={classes.grid} data-dense={dense || undefined} data-testid={testId} style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }}>
        {items.map(card)}
      </div>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': t(`templates.pager.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('templates.pager.page', { page: p }) })}
            data-testid={`${testId}-pages`}
          />
        </Group>
      )}
    </>
  );
}
