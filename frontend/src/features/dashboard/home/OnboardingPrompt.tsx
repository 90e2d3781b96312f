import { Alert, Button, Card } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { SETUP_FALLBACKS, useOnboardingLink } from './home-api';
import { launchFlag } from './launch-flag';

/** The shop has its subdomain; online payment is the last step, done at the payment provider. */
export function OnboardingPrompt({ subdomain }: { subdomain: string }) {
  const onboarding = useOnboardingLink();

  const start = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => {
        launchFlag.set();
        window.location.assign(url);
      },
    });

  return (
    <Card as="section" title="Activeer online betalen">
      <p>
        Je webshop staat klaar op <strong>/{subdomain}</strong>. Rond nu de registratie bij onze betaalpartner
        af, zodat je klanten veilig met hun kaart kunnen betalen.
      </p>
      {onboarding.isError && (
        <Alert tone="error">{messageOf(onboarding.error, SETUP_FALLBACKS.onboardingLink)}</Alert>
      )}
      <Button onClick={start} loading={onboarding.isPending || onboarding.isSuccess}>
        Start onboarding
      </Button>
    </Card>
  );
}
