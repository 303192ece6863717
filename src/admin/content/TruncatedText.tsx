/**
 * Long text in a table cell (docs/product.md 2.15, 2.17, section 9): cut to 20 characters and dots, with a
 * Show more / Show less toggle when the text is longer than 10 characters.
 */
import { useState } from 'react';

const CUT_AT = 20;
const TOGGLE_ABOVE = 10;

export function TruncatedText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= TOGGLE_ABOVE) return <>{text}</>;
  return (
    <span className="truncated-text">
      {expanded ? text : `${text.slice(0, CUT_AT)}...`}
      <button type="button" className="content-link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </span>
  );
}
