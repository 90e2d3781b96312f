import { useForm } from 'react-hook-form';
import { Alert, Button, TextField } from '@bestelklaar/design-system';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useLoginSecondStep } from './auth-api';
import styles from './AuthCard.module.css';

/** Six digits from the app, or a recovery code (letters, digits and dashes). */
const CODE_PATTERN = /^(\d{6}|[A-Za-z0-9-]{8,64})$/;
export const CODE_MESSAGE = 'Vul de 6 cijfers uit je app in, of een van je herstelcodes.';

/** The code typed as the server reads it: spaces (as apps group the digits) left out. */
export const normalizeCode = (code: string) => code.replace(/\s+/g, '');

export interface SecondStepFormProps {
  challenge: string;
  onSignedIn(session: { token: string; twoFactorSetupRequired?: boolean }): void;
  onBack(): void;
}

/** The login's second step, for a person with two-step verification. */
export function SecondStepForm({ challenge, onSignedIn, onBack }: SecondStepFormProps) {
  const secondStep = useLoginSecondStep();
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) =>
    secondStep.mutate(
      { challenge, code: normalizeCode(code) },
      {
        onSuccess: (session) => onSignedIn(session),
        onError: (error) => applyServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>
        Vul de code van 6 cijfers uit je authenticator-app in. Geen toegang tot je app? Gebruik een van je
        herstelcodes.
      </p>
      {secondStep.isError && (
        <Alert tone="error">
          {messageOf(secondStep.error, 'Er is iets misgegaan tijdens het inloggen.')}
        </Alert>
      )}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        autoCapitalize="off"
        error={formState.errors.code?.message}
        {...register('code', {
          validate: (code) => CODE_PATTERN.test(normalizeCode(code)) || CODE_MESSAGE,
        })}
      />
      <Button type="submit" loading={secondStep.isPending} fullWidth>
        Bevestigen
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={secondStep.isPending} fullWidth>
        Terug
      </Button>
    </form>
  );
}
