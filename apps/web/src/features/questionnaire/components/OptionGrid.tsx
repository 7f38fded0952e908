import { Button, SimpleGrid, Stack, Text, type StyleProp } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface OptionGridProps {
  question: 'role' | 'team_size' | 'goals' | 'heard_from';
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  multiple?: boolean;
  error?: string | null;
  cols?: StyleProp<number>;
  /** Short labels: centred, no check mark. */
  compact?: boolean;
}

/** One question: a grid of toggle buttons (single or multiple choice). */
export function OptionGrid({ question, options, selected, onToggle, multiple, error, cols = { base: 1, xs: 2 }, compact = false }: OptionGridProps) {
  const { t } = useTranslation();
  const labelId = `q-${question}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} data-testid={`q-${question}`}>
      <div>
        <Text fw={650} id={labelId}>
          {t(`questionnaire.${question}.question`)}
        </Text>
        {multiple && (
          <Text size="xs" c="dimmed">
            {t('questionnaire.goals.hint')}
          </Text>
        )}
      </div>
      <SimpleGrid cols={cols} spacing="xs">
        {options.map((value) => {
          const on = selected.includes(value);
          return (
            <Button
              key={value}
              variant={on ? 'light' : 'default'}
              color={on ? 'brand' : 'gray'}
              justify={compact ? 'center' : 'space-between'}
              px={compact ? 'xs' : undefined}
              fw={on ? 650 : 500}
              rightSection={compact ? undefined : on ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
              onClick={() => onToggle(value)}
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={on}
              data-testid={`q-${question}-${value}`}
              styles={{ root: on ? { borderColor: 'var(--mantine-color-brand-4)', borderWidth: 1, borderStyle: 'solid' } : undefined }}
            >
              {t(`questionnaire.${question}.${value}`)}
            </Button>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
