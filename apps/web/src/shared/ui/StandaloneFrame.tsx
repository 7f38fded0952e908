import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/** A page outside the app shell: a top bar with the logo and the language switch over the page's body. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', background: 'var(--mantine-color-gray-0)' }}>
      <Group justify="space-between" px="lg" h={72}>
        <Link to="/home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Logo size={30} />
        </Link>
        <LanguageSwitch />
      </Group>
      {children}
    </main>
  );
}
