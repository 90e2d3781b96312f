import type { CSSProperties } from 'react';

/** Inline styles: what mail clients keep. Neutral colours that read well in light and dark clients. */
export const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    fontFamily: 'Helvetica, Arial, sans-serif',
    color: '#18181b',
    margin: 0,
  },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    margin: '24px auto',
    padding: '24px',
    borderRadius: '12px',
  },
  header: { textAlign: 'center' },
  logo: { margin: '0 auto 8px', display: 'block' },
  shopName: { fontSize: '20px', fontWeight: 700, margin: '0 0 16px' },
  title: { fontSize: '22px', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  pickup: { fontSize: '16px', lineHeight: '24px', fontWeight: 700, margin: '0 0 16px' },
  lineName: { fontSize: '15px', margin: '0', fontWeight: 600 },
  lineDetail: { fontSize: '13px', color: '#52525b', margin: '0' },
  amount: { fontSize: '15px', margin: '0', textAlign: 'right', whiteSpace: 'nowrap' },
  totalLabel: { fontSize: '15px', margin: '4px 0' },
  totalAmount: { fontSize: '15px', margin: '4px 0', textAlign: 'right', whiteSpace: 'nowrap' },
  grandTotal: { fontSize: '17px', fontWeight: 700, margin: '8px 0' },
  grandTotalAmount: {
    fontSize: '17px',
    fontWeight: 700,
    margin: '8px 0',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  pageLink: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px', color: '#1d4ed8' },
  rule: { borderColor: '#e4e4e7', margin: '16px 0' },
  footer: { fontSize: '13px', lineHeight: '20px', color: '#52525b', margin: 0, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
