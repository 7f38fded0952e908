// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { renderWithApp } from '../test/app-harness';
import { NameModal } from './NameModal';

describe('NameModal', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  const open = (onSubmit = vi.fn()) => {
    renderWithApp(
      <NameModal
        opened
        title="Rename"
        label="Name"
        initial="Start"
        maxLength={60}
        loading={false}
        onClose={() => {}}
        onSubmit={onSubmit}
        testId="rename-modal"
      />,
    );
    return onSubmit;
  };

  it('says the name rule while typing, and sends nothing the server would refuse', async () => {
    const onSubmit = open();
    const input = await screen.findByTestId('rename-modal-input');
    for (const bad of ['a/b', 'line\u2028break', 'rlo\u202egnp.exe', 'esc\u001b[31m']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(screen.getByText('A name cannot contain slashes, line breaks or control characters.')).toBeTruthy();
      expect((screen.getByTestId('rename-modal-save') as HTMLButtonElement).disabled).toBe(true);
      fireEvent.submit(screen.getByTestId('rename-modal'));
    }
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Café 照片' } });
    expect(screen.queryByText('A name cannot contain slashes, line breaks or control characters.')).toBeNull();
    fireEvent.submit(screen.getByTestId('rename-modal'));
    expect(onSubmit).toHaveBeenCalledWith('Café 照片');
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    open();
    fireEvent.change(await screen.findByTestId('rename-modal-input'), { target: { value: 'a/b' } });
    expect(screen.getByText('名称不能包含斜杠、换行符或控制字符。')).toBeTruthy();
  });
});
