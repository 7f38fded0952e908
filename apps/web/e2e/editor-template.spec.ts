import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, test, toast } from './fixtures';

/**
 * Template editing in Chromium: a library design opened in the editor from the Templates page, its words
 * changed and saved to My Templates; then that template opened from My Templates, changed again and
 * updated in place (still one template, with the new words).
 */

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

const words = (doc: { scenes: { script: { text: string }[] }[] }) => doc.scenes.flatMap((s) => s.script.map((g) => g.text)).join(' ');
const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

test('a library template edited and saved to My Templates, then opened from there and updated', async ({ page, server }) => {
  test.setTimeout(180_000);
  const member = await signedIn(page, server);
  await page.goto('/templates');
  await page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first().getByTestId('template-open').click();
  await page.getByTestId('template-edit').click();
  await expect(page).toHaveURL(/\/editor\?template=lib-/);
  await expect(page.getByTestId('editor-stage')).toBeVisible();
  // Opened as it is: nothing is saved until the first change.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  expect((await server.call('projectList', { page: 1, page_size: 20 }, member.token)).data.total).toBe(0);

  await page.getByTestId('script-text').first().fill('Our autumn offer starts today.');
  await saved(page);
  await expect(page).toHaveURL(/\/editor\?id=[\w-]+&template=lib-/);
  await page.getByTestId('editor-save-template').click();
  // A library design is never changed: the only choice is a new template, which needs a name.
  await expect(page.getByTestId('save-template-update')).toHaveCount(0);
  await page.getByTestId('save-template-name').fill(' ');
  await page.getByTestId('save-template-submit').click();
  await expect(page.getByTestId('save-template')).toContainText('Please enter a template name');
  await page.getByTestId('save-template-name').fill('Autumn offer');
  await expectAccessible(page, 'editor: save as template');
  await page.getByTestId('save-template-submit').click();
  await expect(toast(page, 'Template “Autumn offer” saved to My Templates')).toBeVisible();
  const mine = (await server.call('templateList', { scope: 'mine' }, member.token)).data.items;
  expect(mine.map((x: { name: string }) => x.name)).toEqual(['Autumn offer']);
  expect(words((await server.call('templateDocument', { id: mine[0].id }, member.token)).data.document)).toContain('Our autumn offer starts today.');

  // From My Templates into the editor again: changed, and the template updated in place.
  await page.goto('/templates?tab=mine');
  await page.getByTestId(`template-card-${mine[0].id}`).getByTestId('template-open').click();
  await page.getByTestId('template-edit').click();
  await expect(page).toHaveURL(new RegExp(`/editor\\?template=${mine[0].id}`));
  await expect(page.getByTestId('script-text').first()).toHaveValue('Our autumn offer starts today.');
  await page.getByTestId('script-text').first().fill('Our winter offer starts today.');
  await saved(page);
  await page.getByTestId('editor-save-template').click();
  await expect(page.getByTestId('save-template-update')).toBeChecked();
  await expect(page.getByTestId('save-template-name')).toHaveValue('Autumn offer');
  await page.getByTestId('save-template-name').fill('Winter offer');
  await page.getByTestId('save-template-submit').click();
  await expect(toast(page, 'Template “Winter offer” updated')).toBeVisible();
  const after = (await server.call('templateList', { scope: 'mine' }, member.token)).data.items;
  expect(after.map((x: { id: string; name: string }) => [x.id, x.name])).toEqual([[mine[0].id, 'Winter offer']]);
  expect(words((await server.call('templateDocument', { id: mine[0].id }, member.token)).data.document)).toContain('Our winter offer starts today.');
});
