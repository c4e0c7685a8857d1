import { z } from 'zod';
import { ImageRef, LinkUrl, PageMeta, PageQuery } from './games.js';
import { PublicId } from './primitives.js';

/** The three template kinds of spec §2, in the console's URL spelling. */
export const TEMPLATE_KINDS = ['game-over', 'success', 'leaderboard'] as const;
export const TemplateKind = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof TemplateKind>;

export const TEMPLATE_KIND_NAMES: Record<TemplateKind, string> = {
  'game-over': 'Game over',
  success: 'Success',
  leaderboard: 'Leaderboard',
};

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4A3494');

export const TemplateColors = z.object({
  background: HexColor.default('#FFFFFF'),
  text: HexColor.default('#1F1640'),
  button: HexColor.default('#4A3494'),
  button_text: HexColor.default('#FFFFFF'),
});

export const TemplateInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
  /** Rich text (HTML), sanitised on save. */
  message: z.string().max(10_000, 'Message is too long').default(''),
  image: ImageRef.nullable().default(null),
  button_label: z.string().trim().max(40, 'Button label must be at most 40 characters').default(''),
  button_link: LinkUrl.nullable().default(null),
  colors: TemplateColors.default({
    background: '#FFFFFF',
    text: '#1F1640',
    button: '#4A3494',
    button_text: '#FFFFFF',
  }),
});

export const CreateTemplateRequest = TemplateInput.extend({ kind: TemplateKind });
export type CreateTemplateRequest = z.input<typeof CreateTemplateRequest>;
export const UpdateTemplateRequest = TemplateInput.partial();
export type UpdateTemplateRequest = z.input<typeof UpdateTemplateRequest>;

export const Template = z.object({
  public_id: PublicId,
  kind: TemplateKind,
  name: z.string(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  button_label: z.string(),
  button_link: z.string().nullable(),
  colors: z.object({
    background: z.string(),
    text: z.string(),
    button: z.string(),
    button_text: z.string(),
  }),
  updated_at: z.string(),
});
export type Template = z.infer<typeof Template>;

export const TemplateResponse = z.object({ template: Template });
export const TemplateListQuery = PageQuery.extend({ kind: TemplateKind.optional() });
export const TemplateListResponse = z.object({ data: z.array(Template), meta: PageMeta });
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

/** A template as the player app renders it. */
export const PublicTemplate = Template.omit({
  public_id: true,
  kind: true,
  name: true,
  updated_at: true,
});
export type PublicTemplate = z.infer<typeof PublicTemplate>;
