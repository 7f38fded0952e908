import { Anchor, Group, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CodeStep } from './CodeStep';
import { SetPasswordStep } from './SetPasswordStep';

interface VerifyFlowProps {
  action: 'reg' | 'resetpwd';
  email: string;
  onEmailChange: (email: string) => void;
  /** The signed-in account's own address: not editable, and no "change email" way back. */
  emailLocked?: boolean;
  submitLabel: string;
  /** Register or reset with the verified ticket. */
  onComplete: (input: { username: string; ticket: string; password: string }) => Promise<void>;
}

/** Register and reset: the email-code step, then the set-password step. */
export function VerifyFlow({ action, email, onEmailChange, emailLocked = false, submitLabel, onComplete }: VerifyFlowProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<{ ticket: string; username: string } | null>(null);
  return (
    <>
      <Stepper active={verified ? 1 : 0} size="xs" mb="lg" allowNextStepsSelect={false} iconSize={24}>
        <Stepper.Step label={t('auth.steps.verify')} />
        <Stepper.Step label={t('auth.steps.password')} />
      </Stepper>
      {verified ? (
        <>
          <SetPasswordStep submitLabel={submitLabel} onSubmit={(password) => onComplete({ ...verified, password })} />
          {!emailLocked && (
            <Group justify="center" mt="sm">
              <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => setVerified(null)}>
                {t('auth.code.changeEmail')}
              </Anchor>
            </Group>
          )}
        </>
      ) : (
        <CodeStep
          action={action}
          email={email}
          onEmailChange={onEmailChange}
          emailLocked={emailLocked}
          onVerified={(ticket, username) => setVerified({ ticket, username })}
        />
      )}
    </>
  );
}
