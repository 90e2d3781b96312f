import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, TextField, useToast } from '@bestelklaar/design-system';
import { fieldError, parseSignup } from '@bestelklaar/domain';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Registration, useSignup } from './auth-api';
import { AuthCard } from './AuthCard';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import styles from './AuthCard.module.css';

export function Component() {
  useDocumentTitle('Registreren');
  const navigate = useNavigate();
  const toast = useToast();
  const signup = useSignup();
  const { register, handleSubmit, setError, formState, watch } = useForm<Registration>({
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });

  // Each field shows what the server's own parser says about it.
  const rule = (field: keyof Registration) => ({
    validate: (_value: string, values: Registration) => fieldError(parseSignup(values), field) ?? true,
  });

  const onSubmit = handleSubmit((registration) =>
    signup.mutate(registration, {
      onSuccess: () => {
        toast.show({
          title: 'Account aangemaakt',
          description: 'Log nu in met je e-mailadres.',
          tone: 'success',
        });
        navigate('/inloggen', { state: { email: registration.email } });
      },
      onError: (error) => applyServerFieldErrors(error, setError),
    }),
  );

  return (
    <AuthCard
      title="Registreren"
      footer={
        <>
          Al een account?{' '}
          <Link to="/inloggen" state={{ email: watch('email') }}>
            Inloggen
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {signup.isError && (
          <Alert tone="error">
            {messageOf(signup.error, 'Er is iets misgegaan tijdens het registreren.')}
          </Alert>
        )}
        <TextField
          label="Naam"
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name', rule('name'))}
        />
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email', rule('email'))}
        />
        <TextField
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password', rule('password'))}
        />
        <Button type="submit" loading={signup.isPending} fullWidth>
          Registreren
        </Button>
      </form>
    </AuthCard>
  );
}
