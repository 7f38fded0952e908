import type { ProjectDetail } from '@framecast/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DEFAULT_FORM, formFromDocument, formProblem, toDocument, type AvatarVideoForm, type FormProblem } from '../document';
import { type FormKind, type ProblemOf, useFormProject } from './useFormProject';

export type FieldProblem = ProblemOf<FormProblem>;

/** The form of /talking-avatar and the project behind it (see useFormProject). */
export function useAvatarVideoProject(opened: ProjectDetail | undefined, onCreated: (id: string) => void) {
  const { t } = useTranslation();
  const kind = useMemo<FormKind<AvatarVideoForm, FormProblem>>(
    () => ({
      defaults: DEFAULT_FORM,
      fromDocument: formFromDocument,
      problem: formProblem,
      toDocument,
      source: 'talking_avatar',
      untitled: t('avatarVideo.untitled'),
    }),
    [t],
  );
  return useFormProject(kind, opened, onCreated);
}
