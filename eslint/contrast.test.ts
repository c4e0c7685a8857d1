import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint config, on a console file that is not on disk. */
async function contrastErrors(code: string, filePath = 'apps/console/src/contrast-check.tsx') {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
}

// Loading the whole config (typed plugins, import resolver) takes seconds on a busy machine.
describe('low-contrast text classes', { timeout: 60_000 }, () => {
  it('refuses mid greys as text colours, in JSX, strings and templates, with any variant', async () => {
    const errors = await contrastErrors(
      [
        'export const A = () => <p className="mt-1 text-slate-400">x</p>;',
        'export const B = () => <input className="placeholder:text-gray-300" />;',
        "export const C = (on: boolean) => `px-2 ${on ? 'text-white' : 'hover:text-zinc-400'}`;",
        'export const D = `flex text-stone-400 gap-2`;',
        '',
      ].join('\n'),
    );
    expect(errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(errors[0]?.message).toContain('text-muted');
  });

  it('accepts the theme tokens, darker greys and light greys on borders or backgrounds', async () => {
    const errors = await contrastErrors(
      'export const A = () => <p className="text-muted text-slate-500 border-slate-400 bg-gray-300">' +
        '<svg className="text-icon-muted" /></p>;\n',
    );
    expect(errors).toEqual([]);
  });

  it('applies to the player app and the game views too', async () => {
    const code = 'export const A = () => <p className="text-gray-400">x</p>;\n';
    expect(await contrastErrors(code, 'apps/play/src/contrast-check.tsx')).toHaveLength(1);
    expect(await contrastErrors(code, 'packages/games/src/contrast-check.tsx')).toHaveLength(1);
  });
});
