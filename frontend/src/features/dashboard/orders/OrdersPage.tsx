import {
  Alert,
  Button,
  EmptyState,
  SegmentedChoice,
  Spinner,
  Tabs,
  type DateRange,
} from '@bestelklaar/design-system';
import type { AdminOrderView, UndoMove } from '@bestelklaar/domain';
import { ClipboardList, ReceiptText } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error';
import { useRoleAllows } from '../../../api/shops-api';
import { PageHeader } from '../shared/PageHeader';
import { ExportOrders } from './ExportOrders';
import { KitchenTicket } from './KitchenTicket';
import { LinkedOrder } from './LinkedOrder';
import { NO_ORDERS, ORDER_FALLBACKS } from '../shared/order-messages';
import type { PickupFilter } from '../shared/order-format';
import { OrderSearchField, PickupRangeField, useSettledValue } from './OrderSearch';
import { CardMoveUndo } from './CardMoveUndo';
import { OrderCard } from './OrderCard';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { useOrders, type OrderListFilter } from '../shared/orders-queries';
import { usePastOrders, type OrderPeriod } from './orders-api';
import { PrepList, PrepListDialog } from './PrepListDialog';
import { ServiceControls } from './ServiceControls';
import { usePrint } from './use-print';
import styles from './OrdersPage.module.css';

const TABS: { value: OrderPeriod; label: string }[] = [
  { value: 'today', label: 'Vandaag Opgehaald' },
  { value: 'future', label: 'Vanaf morgen opgehaald' },
  { value: 'past', label: 'Verleden' },
];

const FILTERS = [
  { value: 'all', label: 'Alle' },
  { value: 'picked-up', label: 'Opgehaald' },
  { value: 'not-picked-up', label: 'Niet opgehaald' },
] as const satisfies readonly { value: PickupFilter; label: string }[];

const isPeriod = (value: string | null): value is OrderPeriod => TABS.some((tab) => tab.value === value);

/** The owner's orders: today, from tomorrow, and the past, each with the pickup filter. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const period: OrderPeriod = isPeriod(tabParam) ? tabParam : 'today';
  const [pickup, setPickup] = useState<PickupFilter>('all');
  const [searchText, setSearchText] = useState('');
  const settledSearch = useSettledValue(searchText);
  const filter: OrderListFilter = {
    search: settledSearch,
    pickedUp: pickup === 'all' ? undefined : pickup === 'picked-up',
  };
  const [selected, setSelected] = useState<AdminOrderView | null>(null);
  // The export is the accountant's and the managers': the counter is not offered it (the server refuses it too).
  const mayExport = useRoleAllows('orders.export');
  // The last 'Klaar' or 'Opgehaald' tapped on a card, while it can still be undone.
  const [cardMove, setCardMove] = useState<{ order: AdminOrderView; move: UndoMove['undo'] } | null>(null);
  const forgetCardMove = useCallback(() => setCardMove(null), []);
  const [prepListOpen, setPrepListOpen] = useState(false);
  const { print, printArea } = usePrint();

  const choosePeriod = (value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });

  const list = {
    filter,
    onOpen: setSelected,
    onMoved: (order: AdminOrderView, move: UndoMove['undo']) => setCardMove({ order, move }),
  };
  const content: Record<OrderPeriod, ReactNode> = {
    today: <CurrentOrders period="today" {...list} />,
    future: <CurrentOrders period="future" {...list} />,
    past: <PastOrders {...list} />,
  };

  return (
    <>
      <PageHeader
        title="Bestellingen"
        actions={
          <>
            <Button variant="secondary" onClick={() => setPrepListOpen(true)}>
              <ClipboardList aria-hidden size={18} />
              Voorbereidingslijst
            </Button>
            {mayExport && <ExportOrders />}
          </>
        }
      />
      <LinkedOrder onOpen={setSelected} />
      {period === 'today' && <ServiceControls />}
      <div className={styles.filter}>
        <SegmentedChoice<PickupFilter>
          label="Toon"
          hideLabel
          options={FILTERS}
          value={pickup}
          onValueChange={setPickup}
        />
        <OrderSearchField value={searchText} onChange={setSearchText} />
      </div>
      <Tabs
        label="Periode"
        value={period}
        onValueChange={choosePeriod}
        tabs={TABS.map((tab) => ({ ...tab, content: content[tab.value] }))}
      />
      {cardMove && (
        <CardMoveUndo
          key={`${cardMove.order._id}-${cardMove.move}`}
          order={cardMove.order}
          move={cardMove.move}
          onGone={forgetCardMove}
        />
      )}
      <OrderDetailsDialog
        order={selected}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
        onPrint={(order) => print(<KitchenTicket order={order} />)}
      />
      <PrepListDialog
        open={prepListOpen}
        onOpenChange={setPrepListOpen}
        onPrint={(prepList) => print(<PrepList prepList={prepList} />)}
      />
      {printArea}
    </>
  );
}

interface ListProps {
  filter: OrderListFilter;
  onOpen(order: AdminOrderView): void;
  onMoved(order: AdminOrderView, move: UndoMove['undo']): void;
}

function CurrentOrders({ period, filter, onOpen, onMoved }: ListProps & { period: 'today' | 'future' }) {
  const orders = useOrders(period, filter);
  if (orders.isError) return <Alert tone="error">{messageOf(orders.error, ORDER_FALLBACKS[period])}</Alert>;
  if (!orders.data) return <Spinner label="Bestellingen laden…" />;
  return <OrderList orders={orders.data} onOpen={onOpen} onMoved={onMoved} />;
}

function PastOrders({ filter, onOpen, onMoved }: ListProps) {
  const [range, setRange] = useState<DateRange>({ start: '', end: '' });
  const past = usePastOrders({ ...filter, from: range.start, to: range.end });
  const rangeField = <PickupRangeField value={range} onChange={setRange} />;
  if (!past.data) {
    if (past.isError)
      return (
        <>
          {rangeField}
          <Alert tone="error">{messageOf(past.error, ORDER_FALLBACKS.past)}</Alert>
        </>
      );
    return <Spinner label="Bestellingen laden…" />;
  }
  const orders = past.data.pages.flatMap((page) => page.items);
  return (
    <>
      {rangeField}
      <OrderList orders={orders} onOpen={onOpen} onMoved={onMoved} />
      {past.isFetchNextPageError && <Alert tone="error">{messageOf(past.error, ORDER_FALLBACKS.past)}</Alert>}
      {past.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => void past.fetchNextPage()}
            loading={past.isFetchingNextPage}
          >
            Meer laden
          </Button>
        </div>
      )}
    </>
  );
}

function OrderList({
  orders,
  onOpen,
  onMoved,
}: Pick<ListProps, 'onOpen' | 'onMoved'> & { orders: AdminOrderView[] }) {
  if (orders.length === 0) {
    return <EmptyState icon={<ReceiptText aria-hidden />} title={NO_ORDERS} />;
  }
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} onOpen={onOpen} onMoved={onMoved} />
        </li>
      ))}
    </ul>
  );
}
