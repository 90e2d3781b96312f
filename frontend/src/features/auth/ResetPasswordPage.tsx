import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, TextField } from '@bestelklaar/design-system';
import { PASSWORD_RESET_MESSAGES, problemOf, readNewPassword } from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../api/api-error';
import { clearSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConfirmPasswordReset } from './auth-api';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

interface NewPasswordValues {
  password: string;
  repeat: string;
}

const REPEAT_MISMATCH = 'De wachtwoorden komen niet overeen';

/** /wachtwoord-herstellen?token=…: the mailed link's page, where the owner sets a new password. */
export function Component() {
  useDocumentTitle('Nieuw wachtwoord instellen');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      // Every session of the account has ended, this browser's too.
      { onSuccess: () => clearSession() },
    ),
  );

  // A link the server refused (or one without a token) cannot be fixed here: a new one is needed.
  const linkRefused =
    !token || (confirm.error instanceof ApiError && confirm.error.fields.token !== undefined);

  return (
    <AuthCard
      title="Nieuw wachtwoord instellen"
      footer={
        <>
          Toch niet nodig? <Link to="/inloggen">Terug naar inloggen</Link>
        </>
      }
    >
      {confirm.isSuccess ? (
        <div className={styles.form}>
          <Alert tone="success" title="Wachtwoord gewijzigd">
            {confirm.data.message}
          </Alert>
          <Button asChild fullWidth>
            <Link to="/inloggen">Naar inloggen</Link>
          </Button>
        </div>
      ) : linkRefused ? (
        <div className={styles.form}>
          <Alert tone="error">{PASSWORD_RESET_MESSAGES.invalidLink}</Alert>
          <Button asChild fullWidth>
            <Link to="/wachtwoord-vergeten">Vraag een nieuwe link aan</Link>
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.note}>Kies een nieuw wachtwoord van minstens 6 tekens.</p>
          {confirm.isError && (
            <Alert tone="error">
              {messageOf(confirm.error, 'Er is iets misgegaan bij het wijzigen van je wachtwoord.')}
            </Alert>
          )}
          <TextField
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password', { validate: (value) => problemOf(readNewPassword(value)) ?? true })}
          />
          <TextField
            label="Herhaal nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            error={formState.errors.repeat?.message}
            {...register('repeat', {
              validate: (value, values) => (value === values.password ? true : REPEAT_MISMATCH),
            })}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth>
            Wachtwoord opslaan
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
