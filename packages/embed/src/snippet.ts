/**
 * The snippet a business pastes once into its site (docs/embedding.md): a stub that
 * queues `Playdesk(command, options)` calls and loads the runtime from our server, asynchronously;
 * the runtime then runs the queue. Also used by the console's share panel to write the snippet.
 */

/** The runtime's stable address; it redirects to the versioned, long-cached file. */
export const RUNTIME_PATH = '/embed/v1/playdesk.js';

/** The stub, as one line of JavaScript, for the server at `origin`. */
export function loaderCode(origin: string): string {
  const src = JSON.stringify(`${origin}${RUNTIME_PATH}`).replace(/</g, '\\u003c');
  return (
    '(function(w,d,u){if(w.Playdesk)return;var p=w.Playdesk=function(){p.q.push(arguments)};' +
    'p.q=[];var s=d.createElement("script");s.async=true;s.src=u;' +
    `(d.head||d.documentElement).appendChild(s)})(window,document,${src});`
  );
}

export type Command = 'inline' | 'popup' | 'open' | 'button' | 'bar' | 'close';

/** One `Playdesk(…)` call, safe inside a <script> element. */
export function commandCode(command: Command, options: Record<string, unknown> = {}): string {
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `Playdesk(${JSON.stringify(command)},${json});`;
}

/** The whole <script> element: the stub and the calls. */
export function snippet(
  origin: string,
  calls: readonly { command: Command; options?: Record<string, unknown> }[],
): string {
  const lines = [loaderCode(origin), ...calls.map((c) => commandCode(c.command, c.options))];
  return `<script>\n${lines.join('\n')}\n</script>`;
}
