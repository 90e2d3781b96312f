import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Copy, ShieldCheck } from 'lucide-react';
import QRCode from 'qrcode';
import { Alert, Button, Card, Spinner, Switch, TextField } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useRoleAllows } from '../../../api/shops-api';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import {
  TWO_FACTOR_FALLBACKS,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useSetTwoFactorRequired,
  useStartTwoFactor,
  useTwoFactorStatus,
  type TwoFactorSetup,
} from './two-factor-api';
import styles from './AccountPage.module.css';

const SIX_DIGITS = /^\d{6}$/;
const CODE_MESSAGE = 'Vul de 6 cijfers uit je app in.';

/** The secret in groups of four, as apps show it and people type it. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of `text` as an SVG image address; undefined while it is drawn. */
function useQrImage(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; src: string }>();
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.src : undefined;
}

/**
 * 'Tweestapsverificatie': the person scans a QR code (or types the secret) into an authenticator app,
 * confirms with a code from it, and sees their ten recovery codes, once.
 */
export function TwoFactorCard() {
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const mayRequire = useRoleAllows('team.two-factor');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const setup = start.data;
  const recoveryCodes = confirm.data?.recoveryCodes;

  return (
    <Card title="Tweestapsverificatie" icon={<ShieldCheck aria-hidden />} headingLevel={2}>
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            confirm.reset();
            start.reset();
            // The shop asked for it before anything else: with it set up, the dashboard opens.
            if (status.data?.requiredByShop) void navigate('/dashboard');
          }}
        />
      ) : setup ? (
        <SetupSteps setup={setup} confirm={confirm} onCancel={() => start.reset()} />
      ) : status.isPending ? (
        <Spinner label="Laden…" />
      ) : status.data?.enabled ? (
        <div className={styles.stack}>
          <Alert tone="success" title="Tweestapsverificatie staat aan">
            Je logt in met je wachtwoord en een code uit je authenticator-app.
          </Alert>
          <DisableForm />
        </div>
      ) : (
        <div className={styles.stack}>
          {status.data?.requiredByShop && (
            <Alert tone="warning">
              Je zaak vraagt tweestapsverificatie van het hele team. Stel ze nu in om verder te werken.
            </Alert>
          )}
          <p className={styles.note}>
            Log in met je wachtwoord én een code uit een authenticator-app op je telefoon. Zo kan niemand
            anders inloggen, ook niet met je wachtwoord.
          </p>
          {start.isError && <Alert tone="error">{messageOf(start.error, TWO_FACTOR_FALLBACKS.start)}</Alert>}
          <div>
            <Button className={styles.longLabel} loading={start.isPending} onClick={() => start.mutate()}>
              Tweestapsverificatie instellen
            </Button>
          </div>
        </div>
      )}
      {mayRequire && status.data && !setup && !recoveryCodes && (
        <TeamRequirement required={status.data.requiredByShop} />
      )}
    </Card>
  );
}

/** 'Tweestapsverificatie uitzetten' with a code from the app or a recovery code; the server says why not. */
function DisableForm() {
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    disable.mutate(code.trim(), { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate aria-label="Tweestapsverificatie uitzetten">
      {disable.isError && (
        <Alert tone="error">{messageOf(disable.error, TWO_FACTOR_FALLBACKS.disable)}</Alert>
      )}
      <TextField
        label="Code uit je app of een herstelcode"
        autoComplete="one-time-code"
        className={styles.code}
        error={formState.errors.code?.message}
        {...register('code', {
          validate: (code) => code.trim() !== '' || 'Vul een code uit je app of een herstelcode in.',
        })}
      />
      <div>
        <Button type="submit" variant="secondary" className={styles.longLabel} loading={disable.isPending}>
          Tweestapsverificatie uitzetten
        </Button>
      </div>
    </form>
  );
}

/** The owner's 'Verplicht voor het hele team'; the server refuses it to an owner without a second factor. */
function TeamRequirement({ required }: { required: boolean }) {
  const setRequired = useSetTwoFactorRequired();
  return (
    <div className={`${styles.stack} ${styles.team}`}>
      <Switch
        label="Verplicht voor het hele team"
        hint="Wie nog geen tweestapsverificatie heeft, stelt ze in bij de volgende login."
        checked={setRequired.isPending ? setRequired.variables : required}
        disabled={setRequired.isPending}
        onCheckedChange={(next) => setRequired.mutate(next)}
      />
      {setRequired.isError && (
        <Alert tone="error">{messageOf(setRequired.error, TWO_FACTOR_FALLBACKS.required)}</Alert>
      )}
    </div>
  );
}

function SetupSteps({
  setup,
  confirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  confirm: ReturnType<typeof useConfirmTwoFactor>;
  onCancel(): void;
}) {
  const qr = useQrImage(setup.otpauthUrl);
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    confirm.mutate(code.replace(/\s+/g, ''), { onError: (error) => applyServerFieldErrors(error, setError) }),
  );

  return (
    <div className={styles.stack}>
      <ol className={styles.steps}>
        <li>
          Scan deze QR-code met een authenticator-app, zoals Google Authenticator, Microsoft Authenticator of
          1Password.
        </li>
        <li>Vul daarna de code van 6 cijfers uit de app in.</li>
      </ol>
      <div className={styles.qr}>
        {qr ? <img src={qr} alt="QR-code voor je authenticator-app" width={192} height={192} /> : null}
      </div>
      <p className={styles.note}>
        Scannen lukt niet? Typ deze sleutel in je app:{' '}
        <code className={styles.secret} aria-label={`Sleutel ${setup.secret}`}>
          {groupSecret(setup.secret)}
        </code>
      </p>
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        {confirm.isError && (
          <Alert tone="error">{messageOf(confirm.error, TWO_FACTOR_FALLBACKS.confirm)}</Alert>
        )}
        <TextField
          label="Code uit je app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className={styles.code}
          error={formState.errors.code?.message}
          {...register('code', {
            validate: (code) => SIX_DIGITS.test(code.replace(/\s+/g, '')) || CODE_MESSAGE,
          })}
        />
        <div className={styles.buttons}>
          <Button type="submit" loading={confirm.isPending}>
            Bevestigen
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
            Annuleren
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCodes = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );

  return (
    <div className={styles.stack}>
      <Alert tone="success" title="Tweestapsverificatie staat aan">
        Vanaf je volgende login vragen we een code uit je app.
      </Alert>
      <p className={styles.note}>
        Dit zijn je herstelcodes. Bewaar ze op een veilige plek: je ziet ze maar één keer. Elke code werkt één
        keer, als je je telefoon niet bij de hand hebt.
      </p>
      <ol className={styles.codes} aria-label="Herstelcodes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void copyCodes()}>
          <Copy aria-hidden size={16} /> Kopieer herstelcodes
        </Button>
        <Button onClick={onDone}>Ik heb ze bewaard</Button>
      </div>
      <p role="status" className={styles.note}>
        {copy === 'copied' && 'Gekopieerd'}
        {copy === 'failed' && 'Kopiëren lukt niet in deze browser. Selecteer de codes en kopieer ze zelf.'}
      </p>
    </div>
  );
}
