import DOMPurify from 'dompurify';

/**
 * Toast texts are HTML (docs/product-rules.md#toast). Only inline formatting survives; scripts,
 * event handlers, images, styles and forms are dropped, so a message can never run code.
 */
export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'br',
      'p',
      'span',
      'a',
      'ul',
      'ol',
      'li',
      'code',
    ],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
  });
}
