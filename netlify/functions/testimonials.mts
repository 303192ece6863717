/** Testimonials: everyone reads them; staff add, change and delete them. */
import type { Config } from '@netlify/functions';
import { testimonialsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { testimonials } from '../../src/lib/server/collections.ts';
import { recordActivity } from '../../src/lib/server/activity.ts';
import {
  ifMatchVersion,
  json,
  notFound,
  orConflict,
  prepareJson,
  readBody,
  sendPrepared,
  trimmed,
  validate,
} from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import type { Testimonial } from '../../src/lib/types.ts';

async function readTestimonial(request: Request) {
  const { name, company, message, star, avatar } = trimmed(validate(testimonialsApi.create.body, await readBody(request)));
  return { name, company, message, star: Number(star), avatar: avatar ?? '' };
}

const target = (testimonial: Testimonial) => ({ kind: 'testimonials' as const, id: testimonial._id, label: testimonial.name });

export default serve(testimonialsApi, {
  list: async ({ request }) => sendPrepared(request, await testimonials.derive('all', prepareJson)),
  create: async ({ request, staff }) => {
    const testimonial = await testimonials.create(await readTestimonial(request));
    await recordActivity(staff!, 'Testimonial added', target(testimonial));
    return json({ message: MESSAGES.testimonialAdded, data: testimonial }, 201);
  },
  get: async ({ params }) => {
    const testimonial = await testimonials.get(params.id);
    if (!testimonial) throw notFound('Testimonial');
    return json(testimonial);
  },
  replace: async ({ request, params, staff }) => {
    const ifVersion = ifMatchVersion(request);
    const input = await readTestimonial(request);
    const testimonial = await orConflict(
      'testimonial',
      testimonials.update(params.id, () => input, { ifVersion }),
    );
    if (!testimonial) throw notFound('Testimonial');
    await recordActivity(staff!, 'Testimonial updated', target(testimonial));
    return json({ message: MESSAGES.testimonialUpdated, data: testimonial });
  },
  remove: async ({ params, staff }) => {
    const removed = await testimonials.remove(params.id);
    if (!removed) throw notFound('Testimonial');
    await recordActivity(staff!, 'Testimonial deleted', target(removed));
    return json({ message: MESSAGES.testimonialDeleted });
  },
});

export const config: Config = { path: ['/api/testimonials', '/api/testimonials/', '/api/testimonials/:id'] };
