import { TEMPLATE_NAME_MAX, TemplateCreateRequest } from '@framecast/contract';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LIMIT_COLOR, useLengthLimit } from '../ui/length-limit';
import { templateMessage } from './messages';

/**
 * A template's name as it is typed: held to the contract's length (saying so instead of cutting silently),
 * its error shown under it, and checked by the contract's own rule for a name. `initial` is cut the same way.
 */
export function useTemplateName(initial = '') {
  const limit = useLengthLimit(TEMPLATE_NAME_MAX);
  const [value, setValue] = useState(() => limit.take(initial));
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    setError,
    limitMessage: limit.message(value),
    /** A new name, typed or given (a chosen project's): cut to the limit, and its error let go. */
    set: (next: string) => {
      setValue(limit.take(next));
      setError(null);
    },
    /** The name as the contract takes it (trimmed), or null with the reason shown. */
    check: (): string | null => {
      const checked = TemplateCreateRequest.shape.name.safeParse(value);
      setError(checked.success ? null : templateMessage(checked.error.issues[0]!.message));
      return checked.success ? checked.data : null;
    },
  };
}

export type TemplateNameField = ReturnType<typeof useTemplateName>;

interface Props {
  field: TemplateNameField;
  /** Called as the user types (not when the page sets the name). */
  onType?: () => void;
  autoFocus?: boolean;
  testId: string;
}

/** The name field of "Create template" and of the editor's "Save as template". */
export function TemplateNameInput({ field, onType, autoFocus, testId }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('templates.create.name')}
      placeholder={t('templates.create.namePlaceholder')}
      value={field.value}
      onChange={(e) => {
        field.set(e.currentTarget.value);
        onType?.();
      }}
      description={field.limitMessage}
      styles={{ description: { color: LIMIT_COLOR } }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={field.error}
      withAsterisk
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}
