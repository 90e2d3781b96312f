import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Check, Copy } from 'lucide-react';
import {
  Alert,
  Button,
  ChoiceList,
  Modal,
  NumberField,
  SegmentedChoice,
  TextField,
} from '@bestelklaar/design-system';
import { fieldError, parsePrinterInput, PRINTER_LIMITS, type PaperWidth } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useCollections } from '../shared/collections-queries';
import { PRINTERS_FALLBACKS, useAddPrinter, type PrinterCreated } from './printers-api';
import styles from './PrintersPage.module.css';

export interface AddPrinterDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface PrinterForm {
  name: string;
  paperWidth: '58' | '80';
  which: 'all' | 'chosen';
  collections: string[];
  copies: string;
}

const PAPER_OPTIONS = [
  { value: '80', label: '80 mm' },
  { value: '58', label: '58 mm' },
] as const;

const WHICH_OPTIONS = [
  { value: 'all', label: 'Alle bestellingen' },
  { value: 'chosen', label: 'Uit gekozen collecties' },
] as const;

/**
 * 'Printer toevoegen': a name, the paper, which orders (all, or those with a line of chosen
 * collections) and how many copies; then the address to type into the printer, shown this once.
 * Give it a new key for every opening.
 */
export function AddPrinterDialog({ open, onOpenChange }: AddPrinterDialogProps) {
  const formId = useId();
  const add = useAddPrinter();
  const collections = useCollections();
  const [created, setCreated] = useState<PrinterCreated | null>(null);
  const { register, control, handleSubmit, setError, formState, watch } = useForm<PrinterForm>({
    mode: 'onTouched',
    defaultValues: { name: '', paperWidth: '80', which: 'all', collections: [], copies: '1' },
  });
  const which = watch('which');

  const onSubmit = handleSubmit((form) => {
    const input = {
      name: form.name.trim(),
      paperWidth: Number(form.paperWidth) as PaperWidth,
      collections: form.which === 'all' ? null : form.collections,
      copies: Number(form.copies),
    };
    add.mutate(input, {
      onSuccess: setCreated,
      onError: (error) => applyServerFieldErrors(error, setError),
    });
  });

  if (created)
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Printer toegevoegd"
        description="Typ dit adres in de printer, bij CloudPRNT (Server URL). Je ziet het maar één keer."
        footer={<Button onClick={() => onOpenChange(false)}>Klaar</Button>}
      >
        <ServerAddress url={created.cloudPrntUrl} />
      </Modal>
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !add.isPending && onOpenChange(next)}
      title="Printer toevoegen"
      description="Een Star-bonprinter met CloudPRNT drukt elke betaalde bestelling zelf af, zonder computer ernaast."
      footer={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={add.isPending}
          >
            Annuleren
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            Printer toevoegen
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {add.isError && <Alert tone="error">{messageOf(add.error, PRINTERS_FALLBACKS.add)}</Alert>}
        <TextField
          label="Naam"
          hint="Bijvoorbeeld 'Keuken' of 'Bar'."
          required
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register('name', {
            validate: (name) => fieldError(parsePrinterInput({ name, paperWidth: 80 }), 'name') ?? true,
          })}
        />
        <Controller
          control={control}
          name="paperWidth"
          render={({ field }) => (
            <SegmentedChoice
              label="Papier"
              options={PAPER_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={formState.errors.paperWidth?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="which"
          render={({ field }) => (
            <SegmentedChoice
              label="Welke bestellingen"
              options={WHICH_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {which === 'chosen' && (
          <Controller
            control={control}
            name="collections"
            rules={{ validate: (chosen) => chosen.length > 0 || 'Kies minstens één collectie.' }}
            render={({ field }) => (
              <ChoiceList
                label="Collecties"
                type="multiple"
                hint="De printer drukt een bestelling af als er iets uit een van deze collecties in zit."
                options={(collections.data ?? []).map((collection) => ({
                  value: collection._id,
                  label: collection.name,
                }))}
                value={field.value}
                onChange={field.onChange}
                error={formState.errors.collections?.message}
                emptyMessage={collections.isPending ? 'Collecties laden…' : 'Je hebt nog geen collecties.'}
              />
            )}
          />
        )}
        <NumberField
          label="Aantal exemplaren"
          integer
          min={1}
          max={PRINTER_LIMITS.copiesMax}
          error={formState.errors.copies?.message}
          {...register('copies', {
            validate: (copies) =>
              fieldError(
                parsePrinterInput({ name: 'xx', paperWidth: 80, copies: Number(copies) }),
                'copies',
              ) ?? true,
          })}
        />
      </form>
    </Modal>
  );
}

/** The printer's address in a field to select, with a button that copies it. */
function ServerAddress({ url }: { url: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyUrl = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <div className={styles.form}>
      <TextField
        label="Server URL"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className={styles.address}
      />
      <div>
        <Button variant="secondary" onClick={() => void copyUrl()}>
          {copy === 'copied' ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          {copy === 'copied' ? 'Gekopieerd' : 'Adres kopiëren'}
        </Button>
      </div>
      {copy === 'failed' && (
        <Alert tone="warning">Kopiëren lukte niet: selecteer het adres en kopieer het zelf.</Alert>
      )}
      <p className={styles.note}>
        Zet in de printer ook het interval (bijvoorbeeld 5 seconden) en code page 858, dan staan het euroteken
        en de accenten goed op de bon.
      </p>
    </div>
  );
}
