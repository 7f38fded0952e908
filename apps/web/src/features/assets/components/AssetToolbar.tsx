import { Group, SegmentedControl, Select, TextInput, Tooltip, ActionIcon } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchDraft } from '../../../shared/ui/useSearchDraft';
import type { AssetsView } from '../hooks/useAssetsView';

/** Kind filter, search, sort, order and grid/list. */
export function AssetToolbar({ view, onChange }: { view: AssetsView; onChange: (patch: Partial<AssetsView>) => void }) {
  const { t } = useTranslation();
  // Search after the user pauses typing, not on every key.
  const [q, setQ] = useSearchDraft(
    view.q,
    useCallback((text: string) => onChange({ q: text }), [onChange]),
  );
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        value={view.kind}
        onChange={(kind) => onChange({ kind: kind as AssetsView['kind'] })}
        data={(['all', 'video', 'image', 'audio'] as const).map((value) => ({ value, label: t(`assets.filter.${value}`) }))}
        data-testid="assets-filter"
      />
      <TextInput
        flex={1}
        miw={180}
        leftSection={<IconSearch size={15} />}
        placeholder={t('assets.search')}
        aria-label={t('assets.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="assets-search"
      />
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('assets.sort.label')}
          value={view.sort}
          onChange={(sort) => sort && onChange({ sort: sort as AssetsView['sort'] })}
          data={(['created', 'modified', 'name', 'size'] as const).map((value) => ({ value, label: t(`assets.sort.${value}`) }))}
          allowDeselect={false}
          w={130}
          data-testid="assets-sort"
        />
        <Select
          aria-label={t('assets.sort.order')}
          value={view.order}
          onChange={(order) => order && onChange({ order: order as AssetsView['order'] })}
          data={[
            { value: 'desc', label: t(view.sort === 'name' ? 'assets.sort.za' : 'assets.sort.desc') },
            { value: 'asc', label: t(view.sort === 'name' ? 'assets.sort.az' : 'assets.sort.asc') },
          ]}
          allowDeselect={false}
          w={130}
        />
        <Tooltip label={view.layout === 'grid' ? t('assets.view.list') : t('assets.view.grid')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onChange({ layout: view.layout === 'grid' ? 'list' : 'grid' })}
            aria-label={view.layout === 'grid' ? t('assets.view.list') : t('assets.view.grid')}
            data-testid="assets-layout"
          >
            {view.layout === 'grid' ? <IconList size={17} /> : <IconLayoutGrid size={17} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
