import type Quill from 'quill';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { cx } from './cx';
import { Skeleton } from './Skeleton';
import './rich-text-editor.css';

/** A Quill toolbar definition (see Quill's toolbar module). */
export type RichTextToolbar = unknown[];

/** Quill's HTML for "nothing written" is `<p><br></p>`: report it as ''. */
function htmlOf(editor: Quill): string {
  return editor.getText().trim() === '' ? '' : editor.root.innerHTML;
}

/**
 * Quill 2 with the bubble theme (select text to format it), for every rich text in the console.
 * Quill and its styles load when an editor first shows, so the console's first load does not
 * carry them. `value` is HTML; a value set from outside (load, reset after save) replaces the
 * content, the editor's own changes are not echoed back.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  placeholder,
  toolbar,
  labelledBy,
  describedBy,
  invalid,
  testId,
  className,
}: {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  placeholder: string;
  toolbar: RichTextToolbar;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  testId?: string;
  className?: string;
}) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const latest = useRef({ value, onChange, onBlur });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = { value, onChange, onBlur };
  });

  useEffect(() => {
    let cancelled = false;
    const root = host.current;
    if (!root) return;
    const mount = document.createElement('div');
    root.appendChild(mount);
    Promise.all([import('quill'), import('quill/dist/quill.bubble.css')])
      .then(([{ default: QuillClass }]) => {
        if (cancelled) return;
        const editor = new QuillClass(mount, {
          theme: 'bubble',
          placeholder,
          bounds: root,
          modules: { toolbar },
        });
        const initial = latest.current.value;
        editor.setContents(editor.clipboard.convert({ html: initial }), 'silent');
        emitted.current = initial;
        editor.on('text-change', () => {
          const html = htmlOf(editor);
          emitted.current = html;
          latest.current.onChange(html);
        });
        editor.root.addEventListener('blur', () => latest.current.onBlur?.());
        quill.current = editor;
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      quill.current = null;
      mount.remove();
    };
    // The editor is created once; a new placeholder or toolbar is not worth a rebuild.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (load, reset) replaces the content.
  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.setContents(editor.clipboard.convert({ html: value }), 'silent');
  }, [value, ready]);

  // Accessible name and state on the editable area itself.
  useEffect(() => {
    const editable = quill.current?.root;
    if (!editable) return;
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    editable.setAttribute('aria-labelledby', labelledBy);
    if (testId) editable.setAttribute('data-testid', testId);
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
    if (invalid) editable.setAttribute('aria-invalid', 'true');
    else editable.removeAttribute('aria-invalid');
  }, [ready, labelledBy, describedBy, invalid, testId]);

  return (
    <div
      className={cx(
        'pd-rte relative rounded-lg border bg-white shadow-sm focus-within:ring-2',
        invalid
          ? 'border-red-400 focus-within:ring-red-200'
          : 'border-slate-300 focus-within:border-primary-500 focus-within:ring-primary-200',
        className,
      )}
    >
      <div ref={host} />
      {ready ? null : failed ? (
        <p className="p-3 text-sm text-red-600" role="alert">
          {t('common.editor_failed')}
        </p>
      ) : (
        <div className="space-y-2 p-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
    </div>
  );
}
