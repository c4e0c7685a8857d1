/**
 * What rich text (Quill's HTML: game instructions, template messages) may contain. The server
 * sanitises with it on save, and the console and player app with it again on display.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'blockquote',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'a',
  'ol',
  'ul',
  'li',
] as const;

/** Attributes any of those tags may carry (styles and classes are narrowed further on save). */
export const RICH_TEXT_ATTRIBUTES = [
  'class',
  'style',
  'href',
  'target',
  'rel',
  'data-list',
] as const;
