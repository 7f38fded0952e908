import type { Asset } from '@framecast/contract';
import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AssetThumb } from '../../../shared/assets/AssetThumb';
import { formatBytes } from '@framecast/contract';
import { formatClock } from '../../../shared/projects/format';
import { AssetMenu, type AssetAction } from './AssetMenu';

interface Props {
  assets: Asset[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onAction: (a: AssetAction, asset: Asset) => void;
}

/** The list view: one row per file with its facts in columns. */
export function AssetTable({ assets, selected, onToggle, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} highlightOnHover data-testid="asset-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>{t('assets.columns.name')}</Table.Th>
            <Table.Th>{t('assets.columns.kind')}</Table.Th>
            <Table.Th>{t('assets.columns.duration')}</Table.Th>
            <Table.Th>{t('assets.columns.size')}</Table.Th>
            <Table.Th>{t('assets.columns.created')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((a) => (
            <Table.Tr key={a.id} data-testid={`asset-row-${a.id}`} bg={selected.has(a.id) ? 'var(--mantine-color-violet-light)' : undefined}>
              <Table.Td>
                <Checkbox checked={selected.has(a.id)} onChange={() => onToggle(a.id)} aria-label={t('assets.select', { name: a.name })} radius="sm" />
              </Table.Td>
              <Table.Td>
                <UnstyledButton onClick={() => onAction('preview', a)}>
                  <Group gap="sm" wrap="nowrap">
                    <div style={{ width: 64, flexShrink: 0 }}>
                      <AssetThumb asset={{ ...a, meta: { ...a.meta, duration: null } }} height={40} />
                    </div>
                    <Text size="sm" fw={600} truncate maw={280} title={a.name}>
                      {a.name}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{t(`assets.kinds.${a.kind}`)}</Table.Td>
              <Table.Td>{a.meta.duration !== null ? formatClock(a.meta.duration) : '—'}</Table.Td>
              <Table.Td>{formatBytes(a.size_bytes)}</Table.Td>
              <Table.Td>{date.format(new Date(a.created_at))}</Table.Td>
              <Table.Td>
                <AssetMenu asset={a} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
