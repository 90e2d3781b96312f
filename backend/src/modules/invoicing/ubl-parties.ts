import {
  enterpriseNumberOfVatNumber,
  type InvoiceAddress,
  type InvoiceBuyer,
  type InvoiceSeller,
} from '@bestelklaar/domain';
import { element, textElement, type XmlElement } from './xml-writer';

/** The seller (BG-4) and buyer (BG-7) as Peppol BIS 3.0 wants them, elements in the UBL 2.1 order. */

const BELGIAN_ENTERPRISE_SCHEME = '0208';

function postalAddress(address: InvoiceAddress): XmlElement {
  return element(
    'cac:PostalAddress',
    undefined,
    textElement('cbc:StreetName', address.street),
    textElement('cbc:CityName', address.city),
    textElement('cbc:PostalZone', address.postalCode),
    element('cac:Country', undefined, textElement('cbc:IdentificationCode', address.country.toUpperCase())),
  );
}

function vatScheme(vatNumber: string): XmlElement {
  return element(
    'cac:PartyTaxScheme',
    undefined,
    textElement('cbc:CompanyID', vatNumber.replace(/[\s.-]/g, '').toUpperCase()),
    element('cac:TaxScheme', undefined, textElement('cbc:ID', 'VAT')),
  );
}

function legalEntity(name: string, enterpriseNumber: string | undefined): XmlElement {
  return element(
    'cac:PartyLegalEntity',
    undefined,
    textElement('cbc:RegistrationName', name),
    textElement('cbc:CompanyID', enterpriseNumber, { schemeID: BELGIAN_ENTERPRISE_SCHEME }),
  );
}

/** AccountingSupplierParty: reached on Peppol, and identified, by its enterprise number. */
export function supplierParty(seller: InvoiceSeller): XmlElement {
  return element(
    'cac:AccountingSupplierParty',
    undefined,
    element(
      'cac:Party',
      undefined,
      textElement('cbc:EndpointID', seller.enterpriseNumber, { schemeID: BELGIAN_ENTERPRISE_SCHEME }),
      element('cac:PartyName', undefined, textElement('cbc:Name', seller.legalName)),
      postalAddress(seller.address),
      vatScheme(seller.vatNumber),
      legalEntity(seller.legalName, seller.enterpriseNumber),
    ),
  );
}

/** AccountingCustomerParty: its Peppol id as given; a Belgian's enterprise number as its legal id too. */
export function customerParty(buyer: InvoiceBuyer): XmlElement {
  return element(
    'cac:AccountingCustomerParty',
    undefined,
    element(
      'cac:Party',
      undefined,
      textElement('cbc:EndpointID', buyer.peppolId.id, { schemeID: buyer.peppolId.scheme }),
      element('cac:PartyName', undefined, textElement('cbc:Name', buyer.companyName)),
      postalAddress(buyer.address),
      vatScheme(buyer.vatNumber),
      legalEntity(buyer.companyName, enterpriseNumberOfVatNumber(buyer.vatNumber)),
    ),
  );
}
