/** Testimonials: everyone reads them; staff add, change and delete them. */
import type { Config } from '@netlify/functions';
import { testimonialsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { testimonials } from '../../src/lib/server/collections.ts';
import type { ParsedBodyOf } from '../../src/lib/api/define.ts';
import { json, notFound, orConflict, prepareJson, sendPrepared } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** The form sends the stars as text; they are stored as a number. */
const asFields = ({ name, company, message, star, avatar }: ParsedBodyOf<typeof testimonialsApi.create>) => ({
  name,
  company,
  message,
  star: Number(star),
  avatar: avatar ?? '',
});

export default serve(testimonialsApi, {
  list: async ({ request }) => sendPrepared(request, await testimonials.derive('all', prepareJson)),
  create: async ({ body }) => {
    const testimonial = await testimonials.create(asFields(body));
    return json({ message: MESSAGES.testimonialAdded, data: testimonial }, 201);
  },
  get: async ({ params }) => {
    const testimonial = await testimonials.get(params.id);
    if (!testimonial) throw notFound('testimonial');
    return json(testimonial);
  },
  replace: async ({ params, body, version }) => {
    const testimonial = await orConflict(
      'testimonial',
      testimonials.update(params.id, () => asFields(body), { ifVersion: version }),
    );
    if (!testimonial) throw notFound('testimonial');
    return json({ message: MESSAGES.testimonialUpdated, data: testimonial });
  },
  remove: async ({ params }) => {
    const removed = await testimonials.remove(params.id);
    if (!removed) throw notFound('testimonial');
    return json({ message: MESSAGES.testimonialDeleted });
  },
});

export const config: Config = { path: ['/api/testimonials', '/api/testimonials/', '/api/testimonials/:id'] };
