/** Plain DOM for the pages that draw without React (the quote list's preview, the buyer's quotation page). */

/** An element with its class and its text: what a page shows from data is only ever text, never HTML. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', content?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}
