/** The one script of the public shell: header, footer and carried anchors. Loaded by PublicLayout. */
import { scrollToCarriedAnchor } from './anchors.ts';
import { initFooter } from './footer.ts';
import { initHeader } from './header.ts';
import { initQuoteLink } from './quote-link.ts';

initHeader();
initFooter();
initQuoteLink();
scrollToCarriedAnchor();
