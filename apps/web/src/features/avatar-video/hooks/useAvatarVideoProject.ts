import type { ProjectDetail } from '@framecast/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { avatarFromAddress, DEFAULT_FORM, formFromDocument, formProblem, toDocument, type AvatarVideoForm, type FormProblem } from '../document';
import { type FormKind, type ProblemOf, useFormProject } from './useFormProject';

export type FieldProblem = ProblemOf<FormProblem>;

/** The form of /talking-avatar and the project behind it (see useFormProject). */
export function useAvatarVideoProject(opened: ProjectDetail | undefined, onCreated: (id: string) => void) {
  const { t } = useTranslation();
  // "Use in a video" (Avatars page, a photo avatar's look) opens a new video with that avatar chosen.
  const [params] = useSearchParams();
  const chosen = avatarFromAddress(params.get('avatar'));
  const kind = useMemo<FormKind<AvatarVideoForm, FormProblem>>(
    () => ({
      defaults: chosen ? { ...DEFAULT_FORM, avatar: chosen } : DEFAULT_FORM,
      fromDocument: formFromDocument,
      problem: formProblem,
      toDocument,
      source: 'talking_avatar',
      untitled: t('avatarVideo.untitled'),
    }),
    [t, chosen],
  );
  return useFormProject(kind, opened, onCreated);
}
