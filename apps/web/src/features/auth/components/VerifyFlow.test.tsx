// @vitest-environment happy-dom
import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { VerifyFlow } from './VerifyFlow';

const TICKET = { ticket: 'ticket-1', resend_after: 60 };

/** The sign-up steps as the page holds them: the email lives in the page, the flow edits it. */
function SignUp() {
  const [email, setEmail] = useState('');
  return <VerifyFlow action="reg" email={email} onEmailChange={setEmail} submitLabel="Sign up" onComplete={async () => undefined} />;
}

const sendButton = () => screen.getByTestId('send-code-button') as HTMLButtonElement;
const typeEmail = async (value: string) => {
  const field = screen.getByTestId('code-email');
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('sign-up code step', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves no "code is incorrect" toast over the password step once the right code is in', async () => {
    stubApi({
      sendCode: () => ({ data: TICKET }),
      checkCode: (body) =>
        (body as { code: string }).code === '111111'
          ? { code: ErrorCode.CODE_WRONG, msg: ErrorMessage[ErrorCode.CODE_WRONG] }
          : { data: { ticket: 'ticket-2', resend_after: 0 } },
    });
    renderWithApp(<SignUp />, '/register');
    await typeEmail('new@example.com');
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByTestId('code-next')).not.toHaveProperty('disabled', true));
    await userEvent.type(screen.getByTestId('code-input'), '111111');
    await userEvent.click(screen.getByTestId('code-next'));
    expect(await screen.findByText(ErrorMessage[ErrorCode.CODE_WRONG])).toBeTruthy();

    await userEvent.clear(screen.getByTestId('code-input'));
    await userEvent.type(screen.getByTestId('code-input'), '222222');
    await userEvent.click(screen.getByTestId('code-next'));
    expect(await screen.findByTestId('set-password')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ErrorMessage[ErrorCode.CODE_WRONG])).toBeNull());
  });

  it('lets a corrected address have its code at once; the mistyped one keeps its wait', async () => {
    const api = stubApi({ sendCode: () => ({ data: TICKET }) });
    renderWithApp(<SignUp />, '/register');
    await typeEmail('new@exmaple.com');
    await userEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toMatch(/Resend in \d+s/));
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByTestId('code-sent-note').textContent).toContain('new@exmaple.com');

    await typeEmail('new@example.com');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('Send code');
    // The code sent to the mistyped address is not this one's.
    expect((screen.getByTestId('code-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('code-sent-note')).toBeNull();
    await userEvent.click(sendButton());
    await waitFor(() => expect(api.sent('sendCode')).toHaveLength(2));
    expect(api.sent('sendCode')[1]!.body).toMatchObject({ username: 'new@example.com', action: 'reg' });
    await waitFor(() => expect(sendButton().textContent).toMatch(/Resend in \d+s/));
    expect((screen.getByTestId('code-next') as HTMLButtonElement).disabled).toBe(false);
  });
});
