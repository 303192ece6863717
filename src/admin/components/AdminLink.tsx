/** A real link to an admin path that navigates in place on a plain click. */
import type { AnchorHTMLAttributes } from 'react';
import { followLink } from '../router.ts';

export function AdminLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        followLink(event);
      }}
    />
  );
}
