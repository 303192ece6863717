/** Testimonials: public list, staff create/update/delete, star as text or number, default 5. */
import { beforeAll, describe, expect, it } from 'vitest';
import { testimonialsApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { ISO_UTC, createTestimonial, unique, valid } from './fixtures.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const publicList = async () => {
  const answer = await callEndpoint(testimonialsApi.list);
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body as { _id: string; name: string; star: number }[];
};
const find = async (id: string) => (await publicList()).find((testimonial) => testimonial._id === id);

describe('testimonials', () => {
  it('POST → 201 with the stored record, which the public list (no token) shows', async () => {
    const body = valid.testimonial({ name: unique('Client'), avatar: '/api/images/abcdefghij01234567.webp' });
    const answer = await callEndpoint(testimonialsApi.create, { body, token });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toEqual(expect.stringMatching(/\S/));
    expect(answer.body.data).toMatchObject({ ...body, _id: expect.any(String) });
    expect(answer.body.data.dateAdded).toMatch(ISO_UTC);
    expect(await find(answer.body.data._id)).toEqual(answer.body.data);
    expect((await callEndpoint(testimonialsApi.get, { params: { id: answer.body.data._id } })).body).toEqual(answer.body.data);
  });

  it.each([
    ['the text "4"', '4', 4],
    ['the number 4', 4, 4],
    ['the text "1"', '1', 1],
    ['absent', undefined, 5],
  ])('star given as %s is stored as the number %s', async (_case, star, stored) => {
    const created = await createTestimonial(token, { name: unique('Starred'), star });
    expect(created.star).toBe(stored);
    expect((await find(created._id))?.star).toBe(stored);
  });

  it('company is optional', async () => {
    const created = await createTestimonial(token, { company: undefined });
    expect((await find(created._id))?.name).toBe(created.name);
  });

  it('PUT → 200, read back changed (star "3" stored as 3), _id and dateAdded kept', async () => {
    const created = await createTestimonial(token);
    const change = { name: unique('Renamed'), company: 'New Co', message: 'Even better the second time.', star: '3' };
    const answer = await callEndpoint(testimonialsApi.replace, {
      params: { id: created._id },
      body: change,
      token,
      headers: { 'if-match': String(created.version) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual(expect.stringMatching(/\S/));
    expect(await find(created._id)).toMatchObject({ ...change, star: 3, _id: created._id, dateAdded: created.dateAdded });
  });

  it('DELETE → 200 { message }, gone from the public list, second DELETE → 404', async () => {
    const created = await createTestimonial(token);
    const first = await callEndpoint(testimonialsApi.remove, { params: { id: created._id }, token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await find(created._id)).toBeUndefined();
    const second = await callEndpoint(testimonialsApi.remove, { params: { id: created._id }, token });
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: 'Testimonial not found' });
  });

  it.each([
    ['name empty', 'name', { name: '' }],
    ['name missing', 'name', { name: undefined }],
    ['message empty', 'message', { message: '  ' }],
    ['star 0', 'star', { star: 0 }],
    ['star 6', 'star', { star: '6' }],
    ['star 4.5', 'star', { star: 4.5 }],
    ['star as a word', 'star', { star: 'five' }],
  ])('%s → 400 naming the field, nothing stored', async (_case, field, change) => {
    const before = (await publicList()).length;
    const answer = await callEndpoint(testimonialsApi.create, {
      body: offContract({ ...valid.testimonial(), ...change }),
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.stringMatching(/\S/));
    expect(answer.body.errors).toHaveProperty(field);
    expect((await publicList()).length).toBe(before);
  });

  it('a refused PUT leaves the testimonial as it was', async () => {
    const created = await createTestimonial(token);
    const answer = await callEndpoint(testimonialsApi.replace, {
      params: { id: created._id },
      body: { ...valid.testimonial(), star: 9 },
      token,
      headers: { 'if-match': String(created.version) },
    });
    expect(answer.status).toBe(400);
    expect(await find(created._id)).toEqual(created);
  });
});
