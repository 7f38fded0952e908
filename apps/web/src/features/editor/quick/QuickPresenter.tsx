import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle, IconUserOff } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AvatarPicker } from '../../../shared/video-form/AvatarPicker';
import { useEditor, useEditorDoc } from '../model/editor-store';
import { presentEverywhere, removePresenters, videoPresenter } from '../model/presenter';

/** The presenter of the whole video: a library look or one of the space's own avatars, or none. */
export function QuickPresenter() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const [picking, setPicking] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const presenter = videoPresenter(doc);
  const emotion = presenter?.emotion ?? 'default';
  const choose = (avatar: string) => {
    change(t('editor.history.presenter'), (d) => presentEverywhere(d, avatar, emotion));
    setPicking(false);
  };

  return (
    <Stack gap="xs" data-testid="quick-presenter" data-avatar={presenter?.avatar ?? ''}>
      <Title order={2} size="h5">
        {t('editor.quick.presenter.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {presenter ? t('editor.quick.presenter.current') : t('editor.quick.presenter.none')}
      </Text>
      <Group gap="xs">
        <Button variant="light" size="xs" leftSection={<IconUserCircle size={16} />} onClick={() => setPicking(true)} data-testid="quick-presenter-change">
          {t('editor.quick.presenter.change')}
        </Button>
        {presenter && (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconUserOff size={16} />}
            onClick={() => change(t('editor.history.presenter'), removePresenters)}
            data-testid="quick-presenter-none"
          >
            {t('editor.quick.presenter.remove')}
          </Button>
        )}
      </Group>
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={t('editor.quick.presenter.title')}
        size="xl"
        fullScreen={phone}
        data-testid="quick-presenter-dialog"
      >
        <AvatarPicker
          selected={presenter?.avatar ?? null}
          emotion={emotion}
          step={null}
          title={t('editor.quick.presenter.choose')}
          hint={t('editor.quick.presenter.chooseHint')}
          onSelect={(look) => choose(look.id)}
          onSelectMine={(look) => choose(look.ref)}
          onEmotion={(next) => presenter && change(t('editor.history.presenter'), (d) => presentEverywhere(d, presenter.avatar, next))}
        />
      </Modal>
    </Stack>
  );
}
