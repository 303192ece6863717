/** Testimonials: everyone reads them; staff add, change and delete them. */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages.ts';
import { testimonialSchema } from '../../src/lib/schemas.ts';
import { requireAdmin } from '../../src/lib/server/auth.ts';
import { testimonials } from '../../src/lib/server/collections.ts';
import {
  json,
  methods,
  notFound,
  prepareJson,
  readBody,
  sendPrepared,
  validate,
  param,
  resource,
  trimmed,
} from '../../src/lib/server/http.ts';
import { contentChanged } from '../../src/lib/server/publish.ts';

async function readTestimonial(request: Request) {
  const { name, company, message, star, avatar } = trimmed(validate(testimonialSchema, await readBody(request)));
  return { name, company, message, star: Number(star), avatar: avatar ?? '' };
}

const collectionRoute = methods({
  GET: async (request) => sendPrepared(request, await testimonials.derive('all', prepareJson)),
  POST: async (request) => {
    await requireAdmin(request);
    const testimonial = await testimonials.create(await readTestimonial(request));
    await contentChanged();
    return json({ message: MESSAGES.testimonialAdded, data: testimonial }, 201);
  },
});

const recordRoute = methods({
  GET: async (_request, context) => {
    const testimonial = await testimonials.get(param(context));
    if (!testimonial) throw notFound('Testimonial');
    return json(testimonial);
  },
  PUT: async (request, context) => {
    await requireAdmin(request);
    const input = await readTestimonial(request);
    const testimonial = await testimonials.update(param(context), () => input);
    if (!testimonial) throw notFound('Testimonial');
    await contentChanged();
    return json({ message: MESSAGES.testimonialUpdated, data: testimonial });
  },
  DELETE: async (request, context) => {
    await requireAdmin(request);
    if (!(await testimonials.remove(param(context)))) throw notFound('Testimonial');
    await contentChanged();
    return json({ message: MESSAGES.testimonialDeleted });
  },
});

export default resource({ collection: collectionRoute, record: recordRoute });

export const config: Config = { path: ['/api/testimonials', '/api/testimonials/', '/api/testimonials/:id'] };
