// @vitest-environment happy-dom
import { TEMPLATE_NAME_MAX } from '@framecast/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { renderWithApp } from '../test/app-harness';
import { TemplateNameInput, useTemplateName } from './TemplateNameInput';

let checked: string | null | undefined;

function Form({ initial }: { initial?: string }) {
  const name = useTemplateName(initial);
  return (
    <form
      data-testid="form"
      onSubmit={(e) => {
        e.preventDefault();
        checked = name.check();
      }}
    >
      <TemplateNameInput field={name} testId="name" />
    </form>
  );
}

describe('TemplateNameInput', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    checked = undefined;
    await i18n.changeLanguage('en');
  });

  it("refuses a blank name with the contract's rule, and lets the error go as the user types", async () => {
    renderWithApp(<Form />);
    const input = await screen.findByTestId('name');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByTestId('form'));
    expect(checked).toBeNull();
    expect(screen.getByText('Please enter a template name')).toBeTruthy();
    fireEvent.change(input, { target: { value: '  Autumn offer ' } });
    expect(screen.queryByText('Please enter a template name')).toBeNull();
    fireEvent.submit(screen.getByTestId('form'));
    expect(checked).toBe('Autumn offer');
  });

  it('cuts a name given or pasted past the limit, and says so (in Chinese too)', async () => {
    await i18n.changeLanguage('zh');
    renderWithApp(<Form initial={'x'.repeat(TEMPLATE_NAME_MAX + 5)} />);
    const input = (await screen.findByTestId('name')) as HTMLInputElement;
    expect(input.value).toHaveLength(TEMPLATE_NAME_MAX);
    expect(screen.getByText(i18n.t('common.limit.cut', { max: TEMPLATE_NAME_MAX }))).toBeTruthy();
  });
});
