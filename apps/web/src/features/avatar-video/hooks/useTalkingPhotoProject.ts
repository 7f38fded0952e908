import type { ProjectDetail } from '@framecast/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DEFAULT_PHOTO_FORM, type PhotoProblem, photoFormFromDocument, photoFormProblem, type TalkingPhotoForm, toPhotoDocument } from '../photo-document';
import { type FormKind, type ProblemOf, useFormProject } from './useFormProject';

export type PhotoFieldProblem = ProblemOf<PhotoProblem>;

/** The form of /talking-photo and the project behind it (see useFormProject). */
export function useTalkingPhotoProject(opened: ProjectDetail | undefined, onCreated: (id: string) => void) {
  const { t } = useTranslation();
  const kind = useMemo<FormKind<TalkingPhotoForm, PhotoProblem>>(
    () => ({
      defaults: DEFAULT_PHOTO_FORM,
      fromDocument: photoFormFromDocument,
      problem: photoFormProblem,
      toDocument: toPhotoDocument,
      source: 'talking_photo',
      untitled: t('talkingPhoto.untitled'),
    }),
    [t],
  );
  return useFormProject(kind, opened, onCreated);
}
