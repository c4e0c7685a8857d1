/**
 * Who may grant what (docs/product-rules.md#team-mates): pure functions, so the rules read in one
 * place and are unit-tested without a database.
 *
 * - An owner (no access modules: type `account` or `child_account`) may grant every module.
 * - A member may grant only the modules they hold (`full` holds them all, `full` included).
 * - A change may neither add nor remove a module the person making it lacks, and nobody acts on an
 *   owner or on themselves.
 */
import {
  ACCESS_MODULE_KEYS,
  hasModule,
  type AccessModuleKey,
  type AccessModules,
} from '@playdesk/contract';
import { forbidden } from '../../http/errors.js';

/** The modules someone with these flags may grant; `undefined` flags are an owner's. */
export function grantableModules(own: AccessModules | undefined): AccessModuleKey[] {
  if (!own) return [...ACCESS_MODULE_KEYS];
  return ACCESS_MODULE_KEYS.filter((key) => (key === 'full' ? own.full : hasModule(own, key)));
}

/** Keys in the API's order, each once: how module lists are stored and answered. */
export function normaliseModules(modules: readonly string[]): AccessModuleKey[] {
  const set = new Set(modules);
  return ACCESS_MODULE_KEYS.filter((key) => set.has(key));
}

/** The modules a change adds or removes that the person making it may not grant. */
export function modulesBeyond(
  own: AccessModules | undefined,
  before: readonly string[],
  after: readonly string[],
): AccessModuleKey[] {
  const allowed = new Set(grantableModules(own));
  const was = new Set(before);
  const will = new Set(after);
  const changed = ACCESS_MODULE_KEYS.filter((key) => was.has(key) !== will.has(key));
  return changed.filter((key) => !allowed.has(key));
}

const list = (keys: readonly string[]) => keys.join(', ');

/** Refuses (403) a grant or change that goes beyond the caller's own modules. */
export function assertMayGrant(
  own: AccessModules | undefined,
  before: readonly string[],
  after: readonly string[],
): void {
  const beyond = modulesBeyond(own, before, after);
  if (beyond.length > 0) {
    throw forbidden(
      `You cannot grant or remove ${beyond.length === 1 ? 'the module' : 'the modules'} ${list(beyond)}: your own access does not include ${beyond.length === 1 ? 'it' : 'them'}.`,
    ).coded('team.modules_beyond');
  }
}

/** Whether the caller may act on someone (or an invitation) holding `modules`. */
export function mayActOn(own: AccessModules | undefined, modules: readonly string[]): boolean {
  const allowed = new Set(grantableModules(own));
  return modules.every((key) => allowed.has(key as AccessModuleKey));
}
