import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '@playdesk/contract';

/**
 * Rich text comes from a Quill editor as HTML. Keep the formatting its toolbar can make
 * (docs/product-rules.md#rich-text: bold, italic, underline, strike, blockquote, sub/superscript,
 * align, headers, font, colour, background, links and lists) and drop everything else — scripts,
 * handlers, styles other than colour and alignment.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    li: ['data-list'],
  },
  allowedClasses: {
    '*': [/^ql-(align|font|size|indent|direction)-[a-z0-9-]+$/],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Rich text from the console's editors (game instructions, template messages). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
