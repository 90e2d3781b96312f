/** What every Peppol BIS Billing 3.0 document declares: its namespaces and the specification it follows. */

export const UBL_NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** BT-24, the specification identifier Peppol BIS Billing 3.0 gives. */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** BT-23, the business process: billing. */
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export const namespaceAttributes = (root: 'invoice' | 'creditNote') => ({
  xmlns: UBL_NAMESPACES[root],
  'xmlns:cac': UBL_NAMESPACES.cac,
  'xmlns:cbc': UBL_NAMESPACES.cbc,
});
