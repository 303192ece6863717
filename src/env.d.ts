/// <reference types="astro/client" />

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on first pointer, focus or key inside the island, or on an element matching the given selector. */
    'client:interaction'?: boolean | string;
  }
}
