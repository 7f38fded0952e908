import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { LanguageItems } from './LanguageItems';

interface LanguageMenuProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** The language dropdown around LanguageSwitch's button: its own chunk, as Menu brings floating-ui. */
export default function LanguageMenu({ target, defaultOpened }: LanguageMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={170} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <LanguageItems testIdPrefix="language-option-" />
      </Menu.Dropdown>
    </Menu>
  );
}
