import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const gate = {
  pK_R_SERVICEOBJECT: 9101,
  serviceobjectnumber: 'SO-9101',
  description: 'Slagboom',
  objectType: 'Slagboom',
  locationName: 'Kantoor',
  gateState: 'inService',
  provider: { name: 'Poortservice', phone24h: '', logoUrl: null },
};

describe("the public page of a gate, opened from its sticker by the provider's engineer", () => {
  it("links 'Onderhoud starten' to the maintenance of this gate, with its id", async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp('/object/sticker-key-0001/9101', account('dbsemployee'));
    const start = await screen.findByRole('link', { name: 'Onderhoud starten' });
    expect(start.getAttribute('href')).toBe('/direct-maintenance?objectId=9101');
  });
});
