import { describe, expect, it } from 'vitest';
import { adminToken, call } from '../helpers/api.ts';

describe('smoke', () => {
  it('stores a contact and lists it for staff', async () => {
    const created = await call('POST', '/api/contacts/', {
      body: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        company: 'Acme',
        subject: 'bulk-order',
        message: 'Need 5000 labels soon',
      },
    });
    expect(created.status).toBe(201);
    const token = await adminToken();
    const listed = await call('GET', '/api/contacts?page=1&limit=10', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0].name).toBe('Asha');
  });
});
