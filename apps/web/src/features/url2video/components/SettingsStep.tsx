import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTemplate } from '../../../shared/templates/api';
import { templateName } from '../../../shared/templates/names';
import { StepNav } from '../../../shared/ui/StepNav';
import { VideoSettingsForm } from '../../../shared/video-form/VideoSettingsForm';
import { useWizard } from '../store';

/** Step 2: the format, the script's length and language, subtitles, the voice and who presents (or no one). */
export function SettingsStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const { settings, linkTemplateId, template, patchSettings } = useWizard();
  const fixedTemplate = useTemplate(linkTemplateId !== null && template?.id === linkTemplateId ? linkTemplateId : null);
  return (
    <>
      <VideoSettingsForm
        settings={settings}
        onChange={patchSettings}
        ratioFixedNote={fixedTemplate.data ? t('url2video.settings.aspectFixed', { name: templateName(fixedTemplate.data, t) }) : null}
        testIdPrefix="url2video"
      />
      <StepNav onBack={onBack} onNext={onNext} canNext={settings.voice !== null} blocker={t('url2video.settings.voiceNeeded')} testIdPrefix="url2video" />
    </>
  );
}
