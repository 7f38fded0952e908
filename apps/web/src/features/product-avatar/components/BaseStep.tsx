import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LookSet } from '../../../shared/avatar-library/LibrarySets';
import { PhotoLookCard } from '../../../shared/avatar-library/PhotoLookCard';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { type Base, canPresent, ownBase } from '../wizard';
import { LibraryChooser } from './LibraryChooser';

interface Props {
  base: Base | null;
  onBase: (base: Base) => void;
}

/** Step 2: who presents the product, a look of the built-in library or of the space's own photo avatars. */
export function BaseStep({ base, onBase }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'library' | 'mine'>(() => (base?.ref.startsWith('look:') ? 'mine' : 'library'));
  const own = useUserAvatars({ scope: 'mine', kind: 'photo' });
  const mine = useMemo(() => (own.data?.items ?? []).flatMap((avatar) => avatar.looks.filter(canPresent).map((look) => ({ look, avatar }))), [own.data]);

  return (
    <Section step={2} title={t('productAvatar.base.title')} hint={t('productAvatar.base.hint')} testId="base-step">
      <SegmentedControl
        value={source}
        onChange={(v) => setSource(v as typeof source)}
        data={[
          { value: 'library', label: t('productAvatar.base.library') },
          { value: 'mine', label: t('productAvatar.base.mine', { count: mine.length }) },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="base-source"
      />
      {source === 'library' ? (
        <LibraryChooser selected={base?.ref ?? null} onBase={onBase} />
      ) : mine.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" data-testid="base-mine-empty">
          {own.isPending ? t('common.loading') : t('productAvatar.base.mineEmpty')}{' '}
          {!own.isPending && (
            <Anchor component={Link} to="/aigc-avatar/create" size="sm">
              {t('productAvatar.base.mineCreate')}
            </Anchor>
          )}
        </Text>
      ) : (
        <LookSet title={t('productAvatar.base.mineTitle')} testId="base-mine">
          {mine.map(({ look, avatar }) => (
            <PhotoLookCard key={look.id} look={look} avatarName={avatar.name} selected={base?.ref === look.ref} onSelect={(l) => onBase(ownBase(l, avatar))} />
          ))}
        </LookSet>
      )}
      {base && (
        <Text size="sm" data-testid="base-chosen">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" style={{ verticalAlign: -3, marginRight: 6 }} />
          {t('productAvatar.base.chosen', { name: base.label })}
        </Text>
      )}
    </Section>
  );
}
