import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, Button, TextField } from '@bestelklaar/design-system';
import { fieldError, parsePasswordResetRequest } from '@bestelklaar/domain';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequestPasswordReset } from './auth-api';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

interface ForgotPasswordValues {
  email: string;
}

/** /wachtwoord-vergeten: asks for a reset link; the answer never says whether the address has an account. */
export function Component() {
  useDocumentTitle('Wachtwoord vergeten');
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordValues>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );

  return (
    <AuthCard
      title="Wachtwoord vergeten"
      footer={
        <>
          Weet je het weer? <Link to="/inloggen">Terug naar inloggen</Link>
        </>
      }
    >
      {request.isSuccess ? (
        <div className={styles.form}>
          <Alert tone="success" title="Controleer je mailbox">
            {request.data.message}
          </Alert>
          <p className={styles.note}>
            Geen e-mail gekregen? Kijk ook bij je spam, of{' '}
            <button type="button" className={styles.linkButton} onClick={() => request.reset()}>
              vraag een nieuwe link aan
            </button>
            .
          </p>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.note}>
            Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord in te
            stellen; die link is 1 uur geldig.
          </p>
          {request.isError && (
            <Alert tone="error">
              {messageOf(request.error, 'Er is iets misgegaan. Probeer het later opnieuw.')}
            </Alert>
          )}
          <TextField
            label="E-mailadres"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', {
              validate: (_value, values) => fieldError(parsePasswordResetRequest(values), 'email') ?? true,
            })}
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            Stuur me een link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
