import { Alert, Button, ChoiceList, Modal, Select } from '@bestelklaar/design-system';
import type { ExportTable } from '@bestelklaar/domain';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { apiDownload } from '../../../api/client';
import { useShopTimeZone } from '../shared/dashboard-api';
import { exportMonths, type ExportMonth } from './export-months';
import styles from './OrdersPage.module.css';

export const EXPORT_FALLBACK = 'Fout bij het exporteren van de bestellingen.';

/** The two files the export gives: each one table, so a spreadsheet or a script reads it as it is. */
const TABLES: { value: ExportTable; label: string; detail: string; file: string }[] = [
  {
    value: 'orders',
    label: 'Bestellingen',
    detail: 'Eén rij per bestelling, met de btw per tarief, de korting en wat terugbetaald werd.',
    file: 'bestellingen',
  },
  {
    value: 'vat',
    label: 'Btw-overzicht',
    detail: 'De omzet en de btw per tarief, met de terugbetalingen eraf.',
    file: 'btw-overzicht',
  },
];

function useExportOrders() {
  return useMutation({
    mutationFn: ({ from, to, table }: ExportMonth & { table: ExportTable }) =>
      apiDownload(`/admin/orders/export?from=${from}&to=${to}&table=${table}`, {
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

/** 'Exporteren': a month of orders, or its VAT summary, as the CSV the accountant opens in Excel. */
export function ExportOrders() {
  const [open, setOpen] = useState(false);
  const timeZone = useShopTimeZone();
  const months = useMemo(() => exportMonths(new Date(), timeZone), [timeZone]);
  const [month, setMonth] = useState(months[0]?.month ?? '');
  const [table, setTable] = useState<ExportTable>('orders');
  const exporting = useExportOrders();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = months.find((each) => each.month === month);
    const file = TABLES.find((each) => each.value === table)?.file;
    if (!chosen || !file) return;
    exporting.mutate(
      { ...chosen, table },
      {
        onSuccess: (csv) => {
          save(csv, `${file}-${chosen.month}.csv`);
          setOpen(false);
        },
      },
    );
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
        description="Een CSV-bestand van één maand dat je boekhouder zo in Excel opent: de bestellingen, of het btw-overzicht per tarief."
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
        <form id={formId} onSubmit={submit} className={styles.exportForm}>
          <ChoiceList
            label="Bestand"
            type="single"
            options={TABLES}
            value={[table]}
            onChange={([chosen]) => {
              const next = TABLES.find((each) => each.value === chosen);
              if (next) setTable(next.value);
            }}
          />
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
