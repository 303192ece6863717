/**
 * A long text cell (docs/product.md 2.15, 9): cut to 20 characters plus '.....', with a Show more / Show less
 * toggle on any text longer than 10 characters (docs/product.md's rule, kept literally).
 */
import { useState } from 'react';

const CUT_AT = 20;
const TOGGLE_ABOVE = 10;

export function ExpandableText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= TOGGLE_ABOVE) return <>{text}</>;
  return (
    <span className="expandable">
      <span className="expandable__text">{expanded ? text : `${text.slice(0, CUT_AT)}.....`}</span>{' '}
      <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </span>
  );
}
