import type { Asset } from '@framecast/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconFolderSymlink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCanManageRow } from '../../../shared/spaces/can-manage';

export type AssetAction = 'preview' | 'rename' | 'move' | 'download' | 'delete';

/** What can be done to one file: in a team space a collaborator only looks at and downloads a teammate's. */
export function AssetMenu({ asset, onAction }: { asset: Asset; onAction: (a: AssetAction, asset: Asset) => void }) {
  const { t } = useTranslation();
  const mine = useCanManageRow()(asset.created_by.id);
  const item = (action: AssetAction, Icon: typeof IconEye, color?: string) => (
    <Menu.Item leftSection={<Icon size={15} />} color={color} onClick={() => onAction(action, asset)} data-testid={`asset-action-${action}`}>
      {t(`assets.actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('assets.actions.menu', { name: asset.name })} data-testid={`asset-menu-${asset.id}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('preview', IconEye)}
        {mine && item('rename', IconPencil)}
        {mine && item('move', IconFolderSymlink)}
        {item('download', IconDownload)}
        {mine && <Menu.Divider />}
        {mine && item('delete', IconTrash, 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
