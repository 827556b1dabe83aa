import { OrderDocumentParams, OrderDocumentPdf } from '../../invoices/order-documents.ts';
import { defineRoute } from '../route-definition.ts';

/** An order's invoice or credit note as a PDF made on the server: its buyer and staff only. */
export const getOrderDocumentRoute = defineRoute({
  name: 'get-order-document',
  method: 'GET',
  path: '/api/orders/{id}/documents/{document}',
  auth: 'user',
  handler: 'orders/get-order-document',
  // Write: a paid order whose numbering failed is numbered on first request (invoices/order-document.ts).
  access: { table: 'write' },
  request: { params: OrderDocumentParams },
  response: OrderDocumentPdf,
});
