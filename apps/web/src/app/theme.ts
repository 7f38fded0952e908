import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../shared/i18n';

const brand: MantineColorsTuple = ['#f2efff', '#e2dbff', '#c4b4ff', '#a48aff', '#8966ff', '#7950ff', '#6d44fb', '#5c36e0', '#512fc9', '#4426b1'];

const fontStack =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get dialogs and toasts without the slide and fade.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Modal: { defaultProps: { radius: 'lg' } },
    // Icon-only close buttons (dialogs, toasts) need a name; a function, so it follows the language.
    CloseButton: { defaultProps: () => ({ 'aria-label': i18n.t('common.close') }) },
  },
});

/**
 * Colours Mantine derives from its palette that fall short of WCAG AA (4.5:1) in light mode, moved to
 * a darker shade or a custom tone: dimmed text (gray-6 is 3.3:1 on white), red text and field errors
 * (red-6, 3.6:1), white labels on filled red, teal and blue (3.3, 2.6 and 3.6:1), and the text of
 * light teal, yellow and orange badges and alerts (4.3, 2.7 and 3.6:1). Each holds 4.5:1 on white, on
 * the gray-0 page background and on its own light tint.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-filled-hover': 'var(--mantine-color-teal-9)',
    '--mantine-color-blue-filled': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-filled-hover': 'var(--mantine-color-blue-9)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-yellow-light-color': '#8f5200',
    '--mantine-color-orange-light-color': '#a33a0a',
  },
  dark: {},
});
