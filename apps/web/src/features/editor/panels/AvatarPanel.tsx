import { Button, Group, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { AVATAR_BACKDROP, addLayer, type AvatarLayer, avatarPlacement, type DocDraft, removeLayer, updateLayer } from '@framecast/timeline';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AvatarPicker } from '../../../shared/video-form/AvatarPicker';
import { useEditor, useSelectedScene } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';

/**
 * The presenter of the selected scene: choose or replace it (a library look or one of the space's own
 * avatars), place and size it, or have none (narration over the scene). "Every scene" applies the
 * presenter to the whole video.
 */
export function AvatarPanel() {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const { sceneIndex, scene } = useSelectedScene();
  const presenter = scene.layers.find((l): l is AvatarLayer => l.type === 'avatar');

  /** Puts `avatar` into one scene: the scene's presenter is replaced where it stands, or one is added. */
  const place = (d: DocDraft, index: number, avatar: string, emotion = presenter?.emotion ?? 'default') => {
    const s = d.scenes[index]!;
    const current = s.layers.find((l) => l.type === 'avatar');
    if (current) return updateLayer(d, s.id, current.id, { avatar, emotion });
    // Below everything else on the scene, where the avatar form puts it.
    addLayer(
      d,
      s.id,
      { type: 'avatar', avatar, emotion, ...avatarPlacement(d.aspectRatio, d.resolution), opacity: 1, removeBackground: !AVATAR_BACKDROP[d.aspectRatio] },
      0,
    );
  };
  const choose = (avatar: string) => change(t('editor.history.presenter'), (d) => place(d, sceneIndex, avatar));
  const setLayer = (label: string, patch: Partial<Omit<AvatarLayer, 'id' | 'type'>>, mergeKey?: string) =>
    presenter && change(label, (d) => updateLayer(d, scene.id, presenter.id, patch), mergeKey);

  return (
    <Stack gap="md" data-testid="avatar-panel">
      <PanelTitle title={t('editor.panels.avatar')} hint={t('editor.avatar.hint', { n: sceneIndex + 1 })} />
      {presenter && (
        <Stack gap="xs" p="sm" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="xs" fw={600} c="dimmed">
            {t('editor.avatar.place')}
          </Text>
          {(['x', 'y'] as const).map((axis) => (
            <div key={axis}>
              <Text size="xs">{t(`editor.avatar.${axis}`)}</Text>
              <Slider
                min={0}
                max={1}
                step={0.01}
                value={presenter[axis]}
                label={null}
                thumbLabel={t(`editor.avatar.${axis}`)}
                onChange={(v) => setLayer(t('editor.history.place'), { [axis]: v }, `avatar:${axis}:${presenter.id}`)}
              />
            </div>
          ))}
          <div>
            <Text size="xs">{t('editor.avatar.size')}</Text>
            <Slider
              min={0.1}
              max={2}
              step={0.01}
              value={presenter.width}
              label={null}
              thumbLabel={t('editor.avatar.size')}
              onChange={(v) => setLayer(t('editor.history.place'), { width: v }, `avatar:w:${presenter.id}`)}
            />
          </div>
          <Switch
            size="xs"
            label={t('editor.avatar.cutout')}
            checked={presenter.removeBackground}
            onChange={(e) => setLayer(t('editor.history.presenter'), { removeBackground: e.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => change(t('editor.history.presenter'), (d) => d.scenes.forEach((_, i) => place(d, i, presenter.avatar, presenter.emotion)))}
              data-testid="avatar-every-scene"
            >
              {t('editor.avatar.everyScene')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconUserOff size={14} />}
              onClick={() => change(t('editor.history.presenter'), (d) => removeLayer(d, scene.id, presenter.id))}
              data-testid="avatar-none"
            >
              {t('editor.avatar.none')}
            </Button>
          </Group>
        </Stack>
      )}
      <AvatarPicker
        selected={presenter?.avatar ?? null}
        emotion={presenter?.emotion ?? 'default'}
        step={null}
        title={t('editor.avatar.choose')}
        hint={t('editor.avatar.chooseHint')}
        onSelect={(look) => choose(look.id)}
        onSelectMine={(look) => choose(look.ref)}
        onEmotion={(emotion) => setLayer(t('editor.history.presenter'), { emotion })}
      />
    </Stack>
  );
}
