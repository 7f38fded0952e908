import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

interface Props extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows'> {
  minRows: number;
  maxRows: number;
}

/**
 * A text box that grows with its words between `minRows` and `maxRows`, sized by CSS (`field-sizing`)
 * instead of Mantine's autosize, which measures the box with a forced layout on every render: in the
 * editor, where every edit re-renders the box, that was most of an edit's time. Browsers without
 * `field-sizing` show `minRows` rows and scroll.
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: Props) {
  const vars = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} style={{ ...vars, ...(style as CSSProperties) }} />;
}
