/**
 * What the public site shows and staff manage (docs/product.md 2.16–2.18, 7): products, blog posts and
 * testimonials. Visitors read what is public; a staff token widens the view and allows changes.
 */
import type { Category } from '../categories.ts';
import {
  type Blog,
  type Product,
  type Testimonial,
  blogSchema,
  categoriesSchema,
  productBulkSchema,
  productSchema,
  productStatusSchema,
  testimonialSchema,
} from '../schemas/content.ts';
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE, PRODUCT_FETCH_LIMIT } from '../constants.ts';
import { type MessageAnswer, type Paged, type Saved, endpoint } from './define.ts';
import { optionalPageQuery } from './query.ts';

export const productsApi = {
  /** A bare array: Active products (every product for staff); up to 1,000 without `page`. */
  list: endpoint<Product[]>()({
    method: 'GET',
    path: '/api/products',
    access: 'public-or-signed-in',
    query: optionalPageQuery(PRODUCT_FETCH_LIMIT, PRODUCT_FETCH_LIMIT),
  }),
  create: endpoint<Saved<Product>>()({ method: 'POST', path: '/api/products', access: 'signed-in', body: productSchema }),
  /** Every product as a CSV file (src/lib/server/products/product-csv.ts). Before `get`, whose path it also matches. */
  exportCsv: endpoint<string>()({ method: 'GET', path: '/api/products/export', access: 'signed-in' }),
  /** A CSV file (text/csv body): `?dryRun=1` previews it row by row; without, imports it (all or nothing). */
  importCsv: endpoint<ImportAnswer>()({
    method: 'POST',
    path: '/api/products/import',
    access: 'signed-in',
    query: v.object({ dryRun: v.optional(v.string(), '') }),
  }),
  /** Status, category or delete for the selected products, published once. */
  bulk: endpoint<BulkAnswer>()({ method: 'POST', path: '/api/products/bulk', access: 'signed-in', body: productBulkSchema }),
  get: endpoint<Product>()({ method: 'GET', path: '/api/products/:id', access: 'public-or-signed-in' }),
  replace: endpoint<Saved<Product>>()({
    method: 'PUT',
    path: '/api/products/:id',
    access: 'signed-in',
    body: productSchema,
    ifMatch: 'optional',
  }),
  setStatus: endpoint<Saved<Product>>()({
    method: 'PATCH',
    path: '/api/products/:id',
    access: 'signed-in',
    body: productStatusSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/products/:id', access: 'signed-in' }),
};

/** What an import does to each row (src/lib/server/products/product-csv.ts). */
export interface ImportAnswer {
  message?: string;
  rows: {
    row: number;
    action: 'create' | 'update' | 'unchanged' | 'refused';
    name: string;
    id?: string;
    errors?: string[];
  }[];
  counts: { create: number; update: number; unchanged: number; refused: number };
}

export interface BulkAnswer {
  message: string;
  /** How many products changed. */
  changed: number;
  /** Ids that name no product (deleted by someone meanwhile). */
  missing: string[];
}

/** The original API's shape: every post as `blogs`, or with `page` a page of them (and Paged's fields beside). */
export interface BlogList extends Partial<Omit<Paged<Blog>, 'data'>> {
  blogs: Blog[];
}

export const blogsApi = {
  /** New and Published posts (every post for staff); paged when `page` is given. */
  list: endpoint<BlogList>()({
    method: 'GET',
    path: '/api/blogs',
    access: 'public-or-signed-in',
    query: optionalPageQuery(ADMIN_PAGE_SIZE, 1000),
  }),
  create: endpoint<Saved<Blog>>()({ method: 'POST', path: '/api/blogs', access: 'signed-in', body: blogSchema }),
  /** By slug, or by id. */
  get: endpoint<Blog>()({ method: 'GET', path: '/api/blogs/:key', access: 'public-or-signed-in' }),
  replace: endpoint<Saved<Blog>>()({
    method: 'PUT',
    path: '/api/blogs/:key',
    access: 'signed-in',
    body: blogSchema,
    ifMatch: 'optional',
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/blogs/:key', access: 'signed-in' }),
};

export const testimonialsApi = {
  list: endpoint<Testimonial[]>()({ method: 'GET', path: '/api/testimonials', access: 'public' }),
  create: endpoint<Saved<Testimonial>>()({
    method: 'POST',
    path: '/api/testimonials',
    access: 'signed-in',
    body: testimonialSchema,
  }),
  get: endpoint<Testimonial>()({ method: 'GET', path: '/api/testimonials/:id', access: 'public' }),
  replace: endpoint<Saved<Testimonial>>()({
    method: 'PUT',
    path: '/api/testimonials/:id',
    access: 'signed-in',
    body: testimonialSchema,
    ifMatch: 'optional',
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/testimonials/:id', access: 'signed-in' }),
};

/** A category as the Categories screen sees it: with how many products use it. */
export interface CategoryView extends Category {
  products?: number;
}

/** The categories (docs/product.md 2.23): visitors read the visible ones; staff read all and save them with If-Match. */
export const categoriesApi = {
  list: endpoint<{ data: CategoryView[]; version: number }>()({
    method: 'GET',
    path: '/api/categories',
    access: 'public-or-signed-in',
  }),
  save: endpoint<{ message: string; data: CategoryView[]; version: number }>()({
    method: 'PUT',
    path: '/api/categories',
    access: 'signed-in',
    body: categoriesSchema,
    ifMatch: 'required',
  }),
};
