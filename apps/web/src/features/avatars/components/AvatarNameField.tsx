import { AVATAR_NAME_MAX, AvatarGenerateRequest } from '@framecast/contract';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { avatarMessage } from '../messages';

/** The contract's rule for a new avatar's name, in the user's language; undefined when it passes. */
export function avatarNameProblem(name: string): string | undefined {
  const named = AvatarGenerateRequest.shape.name.unwrap().safeParse(name);
  return named.success ? undefined : avatarMessage(named.error.issues[0]?.message ?? '');
}

/** A new avatar's name, as the create forms that are not @mantine/form ones ask for it. */
export function AvatarNameField({ value, error, onChange }: { value: string; error?: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('avatars.create.name')}
      placeholder={t('avatars.create.namePlaceholder')}
      maxLength={AVATAR_NAME_MAX}
      withAsterisk
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid="create-name"
    />
  );
}
