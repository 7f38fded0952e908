import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchDraft } from '../../../shared/ui/useSearchDraft';
import type { ProjectListParams } from '../../../shared/projects/keys';
import classes from './ProjectToolbar.module.css';

export type ListView = Required<Pick<ProjectListParams, 'filter' | 'sort' | 'order'>> & { q: string };

/** Filter All/Video/Draft, sort by Modified or Created, latest or earliest first, and search. */
export function ProjectToolbar({ view, onChange }: { view: ListView; onChange: (patch: Partial<ListView>) => void }) {
  const { t } = useTranslation();
  // Search after the user pauses typing, not on every key.
  const [q, setQ] = useSearchDraft(
    view.q,
    useCallback((text: string) => onChange({ q: text }), [onChange]),
  );

  return (
    <div className={classes.bar}>
      <SegmentedControl
        value={view.filter}
        onChange={(filter) => onChange({ filter: filter as ListView['filter'] })}
        data={(['all', 'video', 'draft'] as const).map((value) => ({ value, label: t(`projects.filter.${value}`) }))}
        data-testid="projects-filter"
        className={classes.filter}
      />
      <TextInput
        leftSection={<IconSearch size={15} />}
        placeholder={t('projects.search')}
        aria-label={t('projects.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        className={classes.search}
        data-testid="projects-search"
      />
      <Group gap="xs" wrap="nowrap" className={classes.sort}>
        <Select
          aria-label={t('projects.sort.label')}
          value={view.sort}
          onChange={(sort) => sort && onChange({ sort: sort as ListView['sort'] })}
          data={[
            { value: 'modified', label: t('projects.sort.modified') },
            { value: 'created', label: t('projects.sort.created') },
          ]}
          allowDeselect={false}
          w={150}
          data-testid="projects-sort"
        />
        <Select
          aria-label={t('projects.sort.order')}
          value={view.order}
          onChange={(order) => order && onChange({ order: order as ListView['order'] })}
          data={[
            { value: 'desc', label: t('projects.sort.desc') },
            { value: 'asc', label: t('projects.sort.asc') },
          ]}
          allowDeselect={false}
          w={150}
          data-testid="projects-order"
        />
      </Group>
    </div>
  );
}
