import { Alert, Button, Modal, Select } from '@bestelklaar/design-system';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { apiDownload } from '../../../api/client';
import { exportMonths, type ExportMonth } from './export-months';

export const EXPORT_FALLBACK = 'Fout bij het exporteren van de bestellingen.';

function useExportOrders() {
  return useMutation({
    mutationFn: ({ from, to }: ExportMonth) =>
      apiDownload(`/admin/orders/export?from=${from}&to=${to}`, {
        accept: 'text/csv',
        fallback: EXPORT_FALLBACK,
      }),
  });
}

/** Hands the browser a file to save, under `name`. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'Exporteren': a month of orders as the CSV the accountant opens in Excel. */
export function ExportOrders() {
  const [open, setOpen] = useState(false);
  const [months] = useState(() => exportMonths(new Date()));
  const [month, setMonth] = useState(months[0]?.month ?? '');
  const exporting = useExportOrders();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = months.find((each) => each.month === month);
    if (!chosen) return;
    exporting.mutate(chosen, {
      onSuccess: (file) => {
        save(file, `bestellingen-${chosen.month}.csv`);
        setOpen(false);
      },
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download aria-hidden size={18} />
        Exporteren
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          exporting.reset();
        }}
        title="Bestellingen exporteren"
        description="Een CSV-bestand van de bestellingen van één maand, met de btw per tarief en de terugbetalingen, dat je boekhouder zo in Excel opent."
        footer={
          <>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setOpen(false)}
              disabled={exporting.isPending}
            >
              Annuleren
            </Button>
            <Button type="submit" form={formId} loading={exporting.isPending}>
              Exporteren
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit}>
          <Select
            label="Maand"
            options={months.map(({ month: value, label }) => ({ value, label }))}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </form>
        {exporting.isError && <Alert tone="error">{messageOf(exporting.error, EXPORT_FALLBACK)}</Alert>}
      </Modal>
    </>
  );
}
