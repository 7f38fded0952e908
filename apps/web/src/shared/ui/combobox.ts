import type { ComboboxProps } from '@mantine/core';

/**
 * A choice list whose options leave the page while it is closed. Mantine keeps them mounted (hidden), and
 * a mounted list re-measures its position (a forced style pass) each time the choice re-renders: in the
 * editor, which re-renders its panels on every edit, that cost more than the edit.
 */
export const CLOSED_UNMOUNTED: ComboboxProps = { keepMounted: false, withinPortal: true };
