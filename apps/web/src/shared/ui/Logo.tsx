import { Group, Text } from '@mantine/core';
import { useId } from 'react';

interface LogoProps {
  size?: number;
  withText?: boolean;
  inverted?: boolean;
}

/** The Framecast mark: a play triangle in a gradient tile, plus the word mark. */
export function Logo({ size = 32, withText = true, inverted = false }: LogoProps) {
  // One gradient per instance: a definition inside a hidden copy would not paint.
  const gradient = `fc-logo-${useId().replace(/:/g, '')}`;
  return (
    <Group gap={10} wrap="nowrap" aria-label="Framecast">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c5cff" />
            <stop offset="1" stopColor="#e0479e" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={inverted ? '#ffffff' : `url(#${gradient})`} />
        <path d="M25 20v24l19-12z" fill={inverted ? '#6d4aff' : '#ffffff'} />
      </svg>
      {withText && (
        <Text fw={800} fz={size * 0.6} c={inverted ? 'white' : undefined} style={{ letterSpacing: '-0.02em' }}>
          Framecast
        </Text>
      )}
    </Group>
  );
}
