/**
 * A second, client-side pass over announcement HTML (the server already sanitized it when it was
 * saved): only a small formatting allowlist survives, links only to http, https or mailto.
 */

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre']);

/** Elements whose content is code, media or form state rather than readable text: dropped whole. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'svg', 'math', 'textarea', 'select', 'option', 'button', 'input', 'form', 'title', 'head', 'meta', 'link', 'base',
  'video', 'audio', 'canvas', 'img', 'picture', 'source', 'track', 'xmp', 'plaintext', 'noframes',
]);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The href kept on a link, or null when it is relative, malformed or of another scheme (javascript:, data:…). */
export function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, to, doc);
    }
  }
}

function copyElement(element: Element, to: Node, doc: Document): void {
  const tag = element.localName;
  if (DROPPED_WITH_CONTENT.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
  if (!ALLOWED_TAGS.has(tag)) {
    // An unknown wrapper (div, span, font…) goes, its readable content stays.
    copyChildren(element, to, doc);
    return;
  }
  const clean = doc.createElement(tag);
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href) {
      clean.setAttribute('href', href);
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
  }
  copyChildren(element, clean, doc);
  to.appendChild(clean);
}

/** Returns `html` rebuilt from scratch with only allowlisted elements and no attributes but safe link targets. */
export function sanitizeAnnouncementHtml(html: string): string {
  // DOMParser documents are inert: nothing in them runs or loads while we read it.
  const source = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(source.body, container, output);
  return container.innerHTML;
}
