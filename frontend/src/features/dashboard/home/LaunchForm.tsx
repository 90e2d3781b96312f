import { useForm } from 'react-hook-form';
import { Alert, Button, Card, TextField } from '@bestelklaar/design-system';
import { MESSAGES, problemOf, readSubdomain } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { SETUP_FALLBACKS, useLaunch } from './home-api';
import styles from './Home.module.css';

/** Chooses the subdomain: the shop's address becomes {host}/{subdomain}. */
export function LaunchForm() {
  const launch = useLaunch();
  const { register, handleSubmit, setError, watch, formState } = useForm<{ subdomain: string }>({
    mode: 'onTouched',
    defaultValues: { subdomain: '' },
  });
  const subdomain = watch('subdomain');

  const onSubmit = handleSubmit(({ subdomain: chosen }) => {
    if (!chosen) {
      setError('subdomain', { message: MESSAGES.subdomainMissing });
      return;
    }
    launch.mutate(chosen, { onError: (error) => applyServerFieldErrors(error, setError) });
  });

  return (
    <Card as="section" title="Lanceer je webshop">
      <form className={styles.launchForm} onSubmit={onSubmit} noValidate>
        <p>Kies het adres van je webshop. Je klanten bestellen straks via deze link.</p>
        {launch.isError && <Alert tone="error">{messageOf(launch.error, SETUP_FALLBACKS.launch)}</Alert>}
        {launch.isSuccess && <Alert tone="success">Je webshop is gelanceerd!</Alert>}
        <TextField
          label="Subdomein"
          placeholder="bijvoorbeeld de-smulhoek"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          hint={`Je webshop: ${window.location.host}/${subdomain || 'jouw-zaak'}`}
          error={formState.errors.subdomain?.message}
          {...register('subdomain', { validate: (value) => problemOf(readSubdomain(value)) ?? true })}
        />
        <Button type="submit" loading={launch.isPending} disabled={launch.isSuccess}>
          Webshop lanceren
        </Button>
      </form>
    </Card>
  );
}
