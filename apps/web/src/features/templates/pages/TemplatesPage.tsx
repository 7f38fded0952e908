import { TEMPLATE_LAYOUTS, TEMPLATE_STYLES, type TemplateLayout, type TemplateStyle } from '@framecast/contract';
import { ASPECT_RATIOS, type AspectRatio } from '@framecast/timeline';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconUserStar } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type LibraryFilters, LibraryTab } from '../components/LibraryTab';
import { MineTab } from '../components/MineTab';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);
const pageOf = (value: string | null) => Math.max(1, Math.min(1000, Number.parseInt(value ?? '', 10) || 1));

/**
 * /templates: the library (filtered by aspect ratio, layout and visual style: `?ratio=&layout=&style=&page=`)
 * and My Templates (`?tab=mine`), so a link or the back button brings the same view back.
 */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'library';
  const filters: LibraryFilters = {
    ratio: oneOf<AspectRatio>(ASPECT_RATIOS, params.get('ratio')),
    layout: oneOf<TemplateLayout>(TEMPLATE_LAYOUTS, params.get('layout')),
    style: oneOf<TemplateStyle>(TEMPLATE_STYLES, params.get('style')),
    page: pageOf(params.get('page')),
  };
  const patch = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilters = (changes: Partial<LibraryFilters>) =>
    patch(Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === null || (k === 'page' && v === 1) ? null : String(v)])));

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('templates.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('templates.subtitle')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => patch({ tab: v === 'mine' ? 'mine' : null, page: null })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="library" leftSection={<IconBooks size={16} />} data-testid="templates-tab-library">
              {t('templates.tabs.library')}
            </Tabs.Tab>
            <Tabs.Tab value="mine" leftSection={<IconUserStar size={16} />} data-testid="templates-tab-mine">
              {t('templates.tabs.mine')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="library">
            <LibraryTab filters={filters} onFilters={setFilters} />
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            <MineTab page={filters.page} onPage={(page) => setFilters({ page })} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
