import { PRODUCT_HIGHLIGHT_MAX, PRODUCT_HIGHLIGHTS_MAX, type Product } from '@framecast/contract';
import { ActionIcon, Alert, Button, Center, Drawer, Group, Input, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconPhotoPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { MediaPicker } from '../media-picker/MediaPicker';
import { toastSuccess } from '../ui/toast';
import { useProduct } from './api';
import { useSaveProduct } from './save-product';
import { type Draft, draftErrors, draftOf, moveEarlier, priceText, saveBody } from './draft';
import { productMessage } from './messages';
import { MediaList } from './MediaList';
import { failureOf } from '../api/failure';

/** `?id=new` makes a product by hand; any other id edits that product. */
export const NEW_PRODUCT = 'new';

/**
 * The product editor in a drawer on the right (full width on a phone). A product the viewer may not
 * change (a teammate's, for a collaborator: its `can_edit`) opens read-only, saying who may change it.
 */
export function ProductEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const existing = useProduct(id && id !== NEW_PRODUCT ? id : null);
  const title =
    id === NEW_PRODUCT ? 'products.editor.newTitle' : existing.data && !existing.data.can_edit ? 'products.editor.viewTitle' : 'products.editor.editTitle';
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={t(title)} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {id === NEW_PRODUCT ? (
        <EditorForm product={null} onSaved={onClose} />
      ) : existing.data ? (
        <EditorForm key={existing.data.id} product={existing.data} onSaved={onClose} />
      ) : existing.isError ? (
        <Alert color="red" variant="light" data-testid="editor-missing">
          {t('products.editor.notFound')}
        </Alert>
      ) : (
        id && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      )}
    </Drawer>
  );
}

function EditorForm({ product, onSaved }: { product: Product | null; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  // Client checks show once the user has tried to save; the server's stay until the field changes.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const save = useSaveProduct();
  const readOnly = product !== null && !product.can_edit;

  const clientErrors = tried ? draftErrors(draft) : {};
  const errorOf = (field: string) => serverErrors[field] ?? (clientErrors[field] ? productMessage(clientErrors[field]) : undefined);
  const change = (patch: Partial<Draft>, fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`)))));
  };
  const setHighlight = (i: number, text: string) =>
    change({ highlights: draft.highlights.map((h, j) => (j === i ? text : h)) }, [`highlights.${i}`, 'highlights']);

  const submit = () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(draftErrors(draft)).length) return;
    save.mutate(saveBody(draft), {
      onSuccess: () => {
        toastSuccess(t('products.editor.saved'));
        onSaved();
      },
      onError: (err) => {
        const f = failureOf(err, productMessage);
        if (!f) return;
        setServerErrors(f.fields);
        if (!Object.keys(f.fields).length) setFailure(f.message);
      },
    });
  };
  const price = product ? priceText(product.price, product.currency, i18n.language) : '';
  const mediaError = errorOf('media_ids');

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) submit();
      }}
      noValidate
      data-testid="product-editor"
    >
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-testid="editor-read-only">
            {t('products.editor.readOnly')}
          </Alert>
        )}
        <TextInput
          label={t('products.editor.name')}
          required
          value={draft.name}
          onChange={(e) => change({ name: e.currentTarget.value }, ['name'])}
          error={errorOf('name')}
          readOnly={readOnly}
          data-testid="editor-name"
        />
        {price && (
          <Text size="sm" c="dimmed" mt={-8} data-testid="editor-price">
            {t('products.editor.price', { price })}
          </Text>
        )}
        <Textarea
          label={t('products.editor.description')}
          required
          autosize
          minRows={3}
          maxRows={10}
          value={draft.description}
          onChange={(e) => change({ description: e.currentTarget.value }, ['description'])}
          error={errorOf('description')}
          readOnly={readOnly}
          data-testid="editor-description"
        />
        <TextInput
          label={t('products.editor.audience')}
          placeholder={t('products.editor.audiencePlaceholder')}
          value={draft.target_audience}
          onChange={(e) => change({ target_audience: e.currentTarget.value }, ['target_audience'])}
          error={errorOf('target_audience')}
          readOnly={readOnly}
          data-testid="editor-audience"
        />
        <TextInput
          label={t('products.editor.url')}
          placeholder={t('products.link.placeholder')}
          inputMode="url"
          value={draft.url}
          onChange={(e) => change({ url: e.currentTarget.value }, ['url'])}
          error={errorOf('url')}
          readOnly={readOnly}
          data-testid="editor-url"
        />
        <Input.Wrapper
          label={t('products.editor.highlights')}
          description={t('products.editor.highlightsHint', { max: PRODUCT_HIGHLIGHTS_MAX, length: PRODUCT_HIGHLIGHT_MAX })}
          error={errorOf('highlights')}
        >
          <Stack gap="xs" mt={6} data-testid="editor-highlights">
            {draft.highlights.map((h, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  flex={1}
                  aria-label={t('products.editor.highlight', { n: i + 1 })}
                  value={h}
                  onChange={(e) => setHighlight(i, e.currentTarget.value)}
                  error={errorOf(`highlights.${i}`)}
                  readOnly={readOnly}
                />
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    onClick={() => change({ highlights: draft.highlights.filter((_, j) => j !== i) }, ['highlights'])}
                    aria-label={t('products.editor.removeHighlight', { n: i + 1 })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {!readOnly && draft.highlights.length < PRODUCT_HIGHLIGHTS_MAX && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => change({ highlights: [...draft.highlights, ''] }, ['highlights'])}
                data-testid="editor-add-highlight"
              >
                {t('products.editor.addHighlight')}
              </Button>
            )}
          </Stack>
        </Input.Wrapper>
        <Input.Wrapper label={t('products.editor.media')} description={t('products.editor.mediaHint')} error={mediaError}>
          <Stack gap="xs" mt={6}>
            <MediaList
              media={draft.media}
              onRemove={(i) => change({ media: draft.media.filter((_, j) => j !== i) }, ['media_ids'])}
              onMoveEarlier={(i) => change({ media: moveEarlier(draft.media, i) }, ['media_ids'])}
              readOnly={readOnly}
            />
            {!readOnly && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPhotoPlus size={14} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setPicking(true)}
                data-testid="editor-add-media"
              >
                {t('products.editor.addMedia')}
              </Button>
            )}
          </Stack>
        </Input.Wrapper>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="editor-failure">
            {failure}
          </Alert>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="editor-save">
              {t('products.editor.save')}
            </Button>
          </Group>
        )}
      </Stack>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        title={t('products.editor.pickTitle')}
        kinds={['image', 'video']}
        tool="media"
        onPick={(a) => {
          if ((a.kind !== 'image' && a.kind !== 'video') || draft.media.some((m) => m.asset_id === a.id)) return;
          const item = { asset_id: a.id, kind: a.kind, name: a.name, url: a.url, thumb_url: a.thumbnail_url };
          change({ media: [...draft.media, item] }, ['media_ids']);
        }}
      />
    </form>
  );
}
