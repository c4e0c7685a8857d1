/** The template routes the router imports (list, and add/edit for each kind). */
export type { TemplateKind } from '@playdesk/contract';
export { TemplateListPage } from './TemplateListPage';
export { TemplateEditorPage } from './TemplateEditorPage';
