/** Testimonials: everyone reads them; staff add, change and delete them. */
import type { Config } from '@netlify/functions';
import { testimonialsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { testimonials } from '../../src/lib/server/collections.ts';
import { json, notFound, prepareJson, readBody, sendPrepared, trimmed, validate } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

async function readTestimonial(request: Request) {
  const { name, company, message, star, avatar } = trimmed(validate(testimonialsApi.create.body, await readBody(request)));
  return { name, company, message, star: Number(star), avatar: avatar ?? '' };
}

export default serve(testimonialsApi, {
  list: async ({ request }) => sendPrepared(request, await testimonials.derive('all', prepareJson)),
  create: async ({ request }) => {
    const testimonial = await testimonials.create(await readTestimonial(request));
    return json({ message: MESSAGES.testimonialAdded, data: testimonial }, 201);
  },
  get: async ({ params }) => {
    const testimonial = await testimonials.get(params.id);
    if (!testimonial) throw notFound('Testimonial');
    return json(testimonial);
  },
  replace: async ({ request, params }) => {
    const input = await readTestimonial(request);
    const testimonial = await testimonials.update(params.id, () => input);
    if (!testimonial) throw notFound('Testimonial');
    return json({ message: MESSAGES.testimonialUpdated, data: testimonial });
  },
  remove: async ({ params }) => {
    if (!(await testimonials.remove(params.id))) throw notFound('Testimonial');
    return json({ message: MESSAGES.testimonialDeleted });
  },
});

export const config: Config = { path: ['/api/testimonials', '/api/testimonials/', '/api/testimonials/:id'] };
