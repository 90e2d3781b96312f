import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, TextField } from '@bestelklaar/design-system';
import { fieldError, parseLogin } from '@bestelklaar/domain';
import { messageOf } from '../../api/api-error';
import { shopsQuery, type MemberShop } from '../../api/shops-api';
import { sessionShopId, storeSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Credentials, emailPassedOn, useLogin } from './auth-api';
import { AuthCard } from './AuthCard';
import { SecondStepForm } from './SecondStepForm';
import { ShopChoice } from './ShopChoice';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import styles from './AuthCard.module.css';

export function Component() {
  useDocumentTitle('Inloggen');
  const navigate = useNavigate();
  const login = useLogin();
  // A person with two-step verification answers the login's challenge with a code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // A person in more than one shop picks the one to open.
  const [shops, setShops] = useState<readonly MemberShop[] | null>(null);
  const queryClient = useQueryClient();
  const openDashboard = () => void navigate('/dashboard');
  const enter = async ({
    token,
    twoFactorSetupRequired,
  }: {
    token: string;
    twoFactorSetupRequired?: boolean;
  }) => {
    storeSession(token);
    // Nothing cached from an earlier session may show in this one.
    queryClient.removeQueries();
    // The shop asks a second factor first: its setup is the one page that opens.
    if (twoFactorSetupRequired) return void navigate('/dashboard/account');
    const mine = await queryClient.fetchQuery(shopsQuery()).catch(() => []);
    if (mine.length > 1) setShops(mine);
    else openDashboard();
  };
  // Just registered (or on the way here from the register form): the e-mail address is typed already.
  const { state } = useLocation();
  const { register, handleSubmit, setError, formState } = useForm<Credentials>({
    mode: 'onTouched',
    defaultValues: { email: emailPassedOn(state), password: '' },
  });

  // Each field shows what the server's own parser says about it.
  const rule = (field: keyof Credentials) => ({
    validate: (_value: string, values: Credentials) => fieldError(parseLogin(values), field) ?? true,
  });

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (answer) => ('token' in answer ? void enter(answer) : setChallenge(answer.challenge)),
      onError: (error) => applyServerFieldErrors(error, setError),
    }),
  );

  return (
    <AuthCard
      title="Inloggen"
      footer={
        <>
          Nog geen account? <Link to="/registreren">Registreren</Link>
        </>
      }
    >
      {shops ? (
        <ShopChoice shops={shops} currentShopId={sessionShopId()} onChosen={openDashboard} />
      ) : challenge ? (
        <SecondStepForm
          challenge={challenge}
          onSignedIn={(session) => void enter(session)}
          onBack={() => {
            login.reset();
            setChallenge(null);
          }}
        />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {login.isError && (
            <Alert tone="error">
              {messageOf(login.error, 'Er is iets fout gelopen tijdens het inloggen')}
            </Alert>
          )}
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
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password', rule('password'))}
          />
          <Link to="/wachtwoord-vergeten" className={styles.forgot}>
            Wachtwoord vergeten?
          </Link>
          <Button type="submit" loading={login.isPending} fullWidth>
            Inloggen
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
