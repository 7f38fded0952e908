import { AVATAR_NAME_MAX, PHOTO_AVATAR_EXPECTED_SECONDS, type UserAvatarListData } from '@framecast/contract';
import { Grid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGenerateAvatar } from '../api';
import { avatarMessage, serverFieldErrors, textFormErrors } from '../messages';
import { type CreateMode, generateRequest, type TextForm } from '../options';
import { CreateSummary, type Failure } from './CreateSummary';
import { OptionsFields } from './OptionsFields';
import { failureOf } from '../../../shared/api/failure';

interface Props {
  mode: CreateMode;
  initial: TextForm;
  list: UserAvatarListData | undefined;
}

const SUBMIT = { new: 'avatars.create.submit', looks: 'avatars.create.submitLooks', resubmit: 'avatars.create.submitResubmit' } as const;

/** Generate via text: every option, then the new avatar (or its new looks) on its page, generating. */
export function TextAvatarForm({ mode, initial, list }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generate = useGenerateAvatar();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<TextForm>({ initialValues: initial, validate: (values) => textFormErrors(values, mode) });
  const nameError = typeof form.errors.name === 'string' ? avatarMessage(form.errors.name) : undefined;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const avatar = await generate.mutateAsync(generateRequest(values, mode));
      navigate(`/photo-avatar-detail?id=${avatar.id}`);
    } catch (err) {
      const fields = serverFieldErrors((err as { data?: unknown }).data);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(failureOf(err, avatarMessage));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="tta-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <OptionsFields form={form} realistic={list?.realistic ?? false} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
            <CreateSummary
              usage={list?.usage}
              expectedSeconds={list?.expected_seconds ?? PHOTO_AVATAR_EXPECTED_SECONDS}
              failure={failure}
              submitLabel={t(SUBMIT[mode.kind])}
              submitting={generate.isPending}
            >
              {mode.kind === 'new' && (
                <TextInput
                  label={t('avatars.create.name')}
                  placeholder={t('avatars.create.namePlaceholder')}
                  maxLength={AVATAR_NAME_MAX}
                  withAsterisk
                  data-testid="create-name"
                  {...form.getInputProps('name')}
                  error={nameError}
                />
              )}
            </CreateSummary>
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
