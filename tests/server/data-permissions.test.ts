import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { ids, useTwoCustomers } from './data-fixtures';
import { databaseKinds } from './harness';

/** Every data call of the portal with parameters a customer of relation 1 may use. */
const customerCalls = [
  `/api/relation/${ids.alfa}`,
  '/api/locations',
  `/api/locationsForRelation?relationId=${ids.alfa}`,
  `/api/locations/${ids.alfaMain}`,
  `/api/locations/managers?locationId=${ids.alfaMain}`,
  `/api/Object/Get?locationId=${ids.alfaMain}`,
  `/api/Object/GetForRelation?relationId=${ids.alfa}`,
  `/api/Object/GetSingle?id=${ids.alfaGate}`,
  `/api/Object/properties?objectId=${ids.alfaGate}`,
  `/api/Object/failures?objectId=${ids.alfaGate}`,
  '/api/objectswithfailure',
  `/api/serviceintervals?objectId=${ids.alfaGate}`,
  `/api/salesinvoices?relationId=${ids.alfa}`,
  `/api/salesinvoicesForRelation?relationId=${ids.alfa}`,
  `/api/salesinvoicesForContract?contractId=${ids.alfaContract}`,
  `/api/salesinvoicesForRidderOrder?jobOrderId=${ids.alfaJobOrder}`,
  `/api/salesinvoicesdetails/${ids.alfaFirstInvoice}`,
  `/api/contracts?relationId=${ids.alfa}`,
  `/api/contracts/${ids.alfaContract}`,
  `/api/joborders?relationId=${ids.alfa}`,
  `/api/joborders/${ids.alfaJobOrder}`,
  `/api/jobordersForContract?contractId=${ids.alfaContract}`,
  `/api/jobordersForInvoice?invoiceId=${ids.alfaFirstInvoice}`,
  `/api/offers?relationId=${ids.alfa}`,
  `/api/offers/${ids.alfaQuotation}`,
  '/api/appointmentaction/today',
  `/api/appointmentaction/future?objectId=${ids.alfaGate}`,
  `/api/appointmentaction/joborder?jobOrderId=${ids.alfaJobOrder}`,
  `/api/documents/serviceobjecttype?objectId=${ids.alfaGate}`,
  `/api/documents/salesinvoice?invoiceId=${ids.alfaFirstInvoice}`,
  `/api/documents/joborder?jobOrderId=${ids.alfaJobOrder}`,
  `/api/documents/offer?quotationId=${ids.alfaQuotation}`,
  `/api/documents/${ids.typeManual}/url`,
];

describe.each(databaseKinds)('permissions of the data calls on %s', (kind) => {
  const f = useTwoCustomers(kind);

  it.each(customerCalls)('%s answers 200 to the customer, 401 without a token', async (url) => {
    expect((await f.get('alfa', url)).statusCode).toBe(200);
    expect((await f.get('alfaAdmin', url)).statusCode).toBe(200);
    expect((await f.get('engineer', url)).statusCode).toBe(200);
    expect((await f.get(null, url)).statusCode).toBe(401);
  });

  it.each(customerCalls)(
    '%s answers 403 to a user of the relation whose reading permissions were taken away',
    async (url) => {
      const res = await f.get('alfaWithoutReading', url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ StatusCode: 403, Message: NO_ACCESS_MESSAGE, Code: 'noAccess' });
    },
  );

  it('checks the permission before the parameters', async () => {
    expect((await f.get('alfaWithoutReading', '/api/salesinvoices?pageSize=1000')).statusCode).toBe(403);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const paths = Object.keys((await f.get(null, '/api/openapi.json')).json().paths);
    for (const url of customerCalls) {
      const path = new URL(url, 'http://portal').pathname.replace(/\/\d+(?=\/|$)/, '/{id}');
      expect(paths).toContain(path);
    }
  });
});
