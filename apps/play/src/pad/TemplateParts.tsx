import type { TemplateTheme } from '../lib/template-theme.js';

/** A template's message: HTML the server sanitised when the business saved it. */
export function TemplateMessage({
  html,
  className = '',
}: {
  html: string | null;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={`pd-rich w-full ${className}`}
      data-testid="template-message"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A template's button: the business's link, opened in a new tab, in the template's colours. */
export function TemplateButton({
  button,
  theme,
  target,
}: {
  button: { label: string; href: string } | null;
  theme: TemplateTheme | null;
  /** Its name in the funnel's `cta` step (insight/track.ts). */
  target: string;
}) {
  if (!button) return null;
  return (
    <a
      href={button.href}
      target="_blank"
      data-pd-cta={target}
      rel="noopener noreferrer"
      className={`pd-btn w-full shadow-md hover:brightness-110 active:scale-[0.98] ${theme ? '' : 'bg-primary-600 text-white'}`}
      style={theme?.button}
    >
      {button.label}
      <span aria-hidden="true" className="text-sm">
        ↗
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A template's picture (decorative: the title says what it is about). */
export function TemplateImage({ src, className = '' }: { src: string | null; className?: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      className={`mx-auto max-h-40 w-auto max-w-full rounded-2xl object-contain ${className}`}
    />
  );
}
