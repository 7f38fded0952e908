import { acceptFor, type Asset, CLONE_NAME_MAX, CLONE_SAMPLES_MAX } from '@framecast/contract';
import { ActionIcon, Alert, Button, Checkbox, FileButton, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { currentLanguage } from '../../../shared/i18n';
import { localizeMessage } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { UploadList } from '../../../shared/upload/UploadList';
import { useUploader } from '../../../shared/upload/useUploader';
import { useVoices } from '../../../shared/voices/api';
import { languageOptions } from '../../../shared/voices/languages';
import { useCloneVoice } from '../api';
import { failureOf } from '../../../shared/api/failure';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** A voice-clone engine is configured on this server. */
  available: boolean;
}

type Fields = Partial<Record<'name' | 'sample_ids' | 'gender' | 'language', string>>;

/** The clone voice dialog: name, gender, language, one to three recordings, the speaker's consent. */
export function CloneVoiceDialog({ opened, onClose, available }: Props) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [name, setName] = useState('');
  const [gender, setGender] = useState<'female' | 'male' | null>(null);
  const [language, setLanguage] = useState<string | null>(lng === 'zh' ? 'cmn' : 'en-us');
  const [samples, setSamples] = useState<Asset[]>([]);
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const clone = useCloneVoice();
  const voices = useVoices();
  const languages = useMemo(() => languageOptions(voices.data?.languages ?? [], lng), [voices.data, lng]);
  const uploader = useUploader({
    tool: 'voice_clone',
    onUploaded: (asset) => {
      setSamples((s) => (s.length < CLONE_SAMPLES_MAX ? [...s, asset] : s));
      setFields((f) => ({ ...f, sample_ids: undefined }));
    },
  });
  // A kept recording moves to the list of samples (with its length and a remove button); refused ones stay with their reason.
  const { items, dismiss } = uploader;
  useEffect(() => {
    for (const it of items) if (it.status === 'done' && samples.some((s) => s.id === it.asset?.id)) dismiss(it.id);
  }, [items, samples, dismiss]);
  /** A field's error goes once the field is filled in. */
  const settle = (field: keyof Fields) => setFields((f) => ({ ...f, [field]: undefined }));
  const full = samples.length >= CLONE_SAMPLES_MAX;

  const close = () => {
    setName('');
    setGender(null);
    setSamples([]);
    setConsent(false);
    setFields({});
    setFailure(null);
    uploader.clearFinished();
    onClose();
  };

  const submit = async () => {
    const local: Fields = {};
    if (!name.trim()) local.name = t('voices.clone.errors.name');
    if (!gender) local.gender = t('voices.clone.errors.gender');
    if (!language) local.language = t('voices.clone.errors.language');
    if (!samples.length) local.sample_ids = t('voices.clone.errors.samples');
    setFields(local);
    setFailure(null);
    if (Object.keys(local).length || !gender || !language) return;
    try {
      const voice = await clone.mutateAsync({ name, gender, language, sample_ids: samples.map((s) => s.id) });
      if (voice.status === 'failed') {
        setFailure(t('voices.clone.failed', { reason: voice.error ?? '' }));
        return;
      }
      toastSuccess(t('voices.clone.done', { name: voice.name }));
      close();
    } catch (err) {
      if (!isApiError(err)) throw err;
      const byField = (err.data as { fields?: Fields } | null)?.fields;
      if (byField && Object.keys(byField).length) setFields(Object.fromEntries(Object.entries(byField).map(([k, v]) => [k, localizeMessage(v ?? '')])));
      else setFailure(failureOf(err)?.message ?? err.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('voices.clone.title')} size="lg" centered>
      {!available ? (
        <Stack gap="md" data-testid="clone-unavailable">
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t('voices.clone.unavailableTitle')}>
            {t('voices.clone.unavailable')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="clone-form">
          <TextInput
            label={t('voices.clone.name')}
            placeholder={t('voices.clone.namePlaceholder')}
            value={name}
            maxLength={CLONE_NAME_MAX}
            onChange={(e) => (setName(e.currentTarget.value), settle('name'))}
            error={fields.name}
            withAsterisk
            data-testid="clone-name"
          />
          <Group grow align="flex-start">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('voices.clone.gender')}
              </Text>
              <SegmentedControl
                value={gender ?? ''}
                onChange={(g) => (setGender(g as 'female' | 'male'), settle('gender'))}
                data={[
                  { value: 'female', label: t('avatarVideo.filters.gender.female') },
                  { value: 'male', label: t('avatarVideo.filters.gender.male') },
                ]}
                data-testid="clone-gender"
              />
              {fields.gender && (
                <Text size="xs" c="red">
                  {fields.gender}
                </Text>
              )}
            </Stack>
            <Select
              label={t('voices.clone.language')}
              data={languages.data}
              filter={languages.filter}
              searchable
              value={language}
              onChange={(l) => (setLanguage(l), settle('language'))}
              error={fields.language}
              data-testid="clone-language"
            />
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('voices.clone.samples')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('voices.clone.rules', { max: CLONE_SAMPLES_MAX })}
            </Text>
            {samples.map((s) => (
              <Group key={s.id} gap="xs" wrap="nowrap" data-testid="clone-sample">
                <Text size="sm" flex={1} truncate>
                  {s.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.meta.duration ? t('voices.clone.seconds', { count: Math.round(Number(s.meta.duration)) }) : ''}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('voices.clone.removeSample', { name: s.name })}
                  onClick={() => setSamples((all) => all.filter((x) => x.id !== s.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <UploadList uploader={uploader} />
            <Group>
              <FileButton
                onChange={(files) => uploader.add(files.slice(0, CLONE_SAMPLES_MAX - samples.length))}
                accept={acceptFor('voice_clone')}
                multiple
                disabled={full}
              >
                {(props) => (
                  <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} {...props} disabled={full} data-testid="clone-upload">
                    {t('voices.clone.upload')}
                  </Button>
                )}
              </FileButton>
              {full && (
                <Text size="xs" c="dimmed">
                  {t('voices.clone.full', { max: CLONE_SAMPLES_MAX })}
                </Text>
              )}
            </Group>
            {fields.sample_ids && (
              <Text size="xs" c="red" data-testid="clone-samples-error">
                {fields.sample_ids}
              </Text>
            )}
          </Stack>
          <Checkbox label={t('voices.clone.consent')} checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} data-testid="clone-consent" />
          {failure && (
            <Alert color="red" variant="light" data-testid="clone-failure">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={clone.isPending} disabled={!consent} data-testid="clone-submit">
              {t('voices.clone.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
