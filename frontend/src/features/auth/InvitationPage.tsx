import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, SegmentedChoice, TextField } from '@bestelklaar/design-system';
import { fieldError, parseSignup, problemOf, readPassword } from '@bestelklaar/domain';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { storeSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAcceptInvitation } from './auth-api';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

interface NewMemberValues {
  name: string;
  password: string;
}

type Who = 'new' | 'existing';

const FALLBACK = 'Er is iets misgegaan bij het aanvaarden van de uitnodiging.';

/**
 * /uitnodiging?token=…: the invitation mail's page. A new person chooses a name and a password (by
 * the registration's rules); a person with an account accepts with the password they have. Either
 * way they land in the dashboard of the shop that invited them.
 */
export function Component() {
  useDocumentTitle('Uitnodiging');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const [who, setWho] = useState<Who>('new');
  const { register, handleSubmit, setError, formState } = useForm<NewMemberValues>({
    mode: 'onTouched',
    defaultValues: { name: '', password: '' },
  });
  const existing = useForm<{ password: string }>({ mode: 'onTouched', defaultValues: { password: '' } });

  // The registration's own rules, field by field (the address is the invitation's).
  const rule = (field: keyof NewMemberValues) => ({
    validate: (_value: string, values: NewMemberValues) =>
      fieldError(parseSignup({ ...values, email: '' }), field) ?? true,
  });

  const enter = ({
    token: session,
    twoFactorSetupRequired,
  }: {
    token: string;
    twoFactorSetupRequired?: boolean;
  }) => {
    storeSession(session);
    // Nothing cached from an earlier session may show in the new shop.
    queryClient.removeQueries();
    // A shop that asks a second factor of its whole team opens its setup first.
    void navigate(twoFactorSetupRequired ? '/dashboard/account' : '/dashboard');
  };

  const onAccept = existing.handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      { onSuccess: enter, onError: (error) => applyServerFieldErrors(error, existing.setError) },
    ),
  );

  const onSubmit = handleSubmit((values) =>
    accept.mutate(
      { token, name: values.name.trim(), password: values.password },
      { onSuccess: enter, onError: (error) => applyServerFieldErrors(error, setError) },
    ),
  );

  return (
    <AuthCard
      title="Uitnodiging"
      footer={
        <>
          Al in het team? <Link to="/inloggen">Inloggen</Link>
        </>
      }
    >
      {!token ? (
        <Alert tone="error">
          Deze uitnodigingslink is onvolledig. Open de link uit de e-mail opnieuw of vraag een nieuwe
          uitnodiging.
        </Alert>
      ) : (
        <div className={styles.form}>
          <p className={styles.note}>Je bent uitgenodigd om mee te werken in een zaak op Bestelklaar.</p>
          <SegmentedChoice
            label="Heb je al een account bij Bestelklaar?"
            options={[
              { value: 'new', label: 'Nee, nieuw account' },
              { value: 'existing', label: 'Ja, ik heb een account' },
            ]}
            value={who}
            onValueChange={(value) => {
              accept.reset();
              setWho(value);
            }}
          />
          {accept.isError && <Alert tone="error">{messageOf(accept.error, FALLBACK)}</Alert>}
          {who === 'new' ? (
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              <TextField
                label="Naam"
                autoComplete="name"
                error={formState.errors.name?.message}
                {...register('name', rule('name'))}
              />
              <TextField
                label="Wachtwoord"
                type="password"
                autoComplete="new-password"
                hint="Minstens 6 tekens."
                error={formState.errors.password?.message}
                {...register('password', rule('password'))}
              />
              <Button type="submit" loading={accept.isPending} fullWidth>
                Account aanmaken en aanvaarden
              </Button>
            </form>
          ) : (
            <form className={styles.form} onSubmit={onAccept} noValidate>
              <p className={styles.note}>
                De zaak wordt toegevoegd aan je bestaande account. Bevestig met je wachtwoord.
              </p>
              <TextField
                label="Wachtwoord"
                type="password"
                autoComplete="current-password"
                error={existing.formState.errors.password?.message}
                {...existing.register('password', {
                  validate: (password) => problemOf(readPassword(password)) ?? true,
                })}
              />
              <Button type="submit" loading={accept.isPending} fullWidth>
                Uitnodiging aanvaarden
              </Button>
            </form>
          )}
        </div>
      )}
    </AuthCard>
  );
}
