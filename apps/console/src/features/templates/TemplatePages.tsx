import type { ComponentType, SVGProps } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { InfoIcon, SuccessIcon, TrophyIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { SectionPage } from '../access/SectionPage';

export type TemplateKind = 'game-over' | 'success' | 'leaderboard';

export const TEMPLATE_KINDS: Record<
  TemplateKind,
  { title: string; shown: string; holds: string; icon: ComponentType<SVGProps<SVGSVGElement>> }
> = {
  'game-over': {
    title: 'Game over',
    shown: 'Shown when a player loses or runs out of time.',
    holds: 'A message, an image and a button that invites the player to try again.',
    icon: InfoIcon,
  },
  success: {
    title: 'Success',
    shown: 'Shown when a player wins.',
    holds: 'A congratulation, the points scored and the reward the player won.',
    icon: SuccessIcon,
  },
  leaderboard: {
    title: 'Leaderboard',
    shown: 'Shown from the Leader Board button of a game.',
    holds: 'The best players of the game, with your heading and colours.',
    icon: TrophyIcon,
  },
};

export function TemplateListPage() {
  return (
    <>
      <PageHeader
        title="Templates"
        description="The screens players see at the end of a game. Design them once and reuse them in every game."
      />
      <div className="grid gap-4 lg:grid-cols-3">
        {(Object.keys(TEMPLATE_KINDS) as TemplateKind[]).map((kind) => {
          const { title, shown, holds, icon: Icon } = TEMPLATE_KINDS[kind];
          return (
            <Card key={kind} className="flex flex-col p-5" data-testid={`template-kind-${kind}`}>
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                  <Icon />
                </span>
                <h2 className="font-semibold text-slate-900">{title}</h2>
              </div>
              <p className="mt-3 text-sm text-slate-600">{shown}</p>
              <p className="mt-1 text-sm text-slate-500">{holds}</p>
              <div className="mt-5 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
                No {title.toLowerCase()} templates yet
              </div>
            </Card>
          );
        })}
      </div>
    </>
  );
}

export function TemplateEditorPage({ kind, mode }: { kind: TemplateKind; mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  const { title, shown, holds, icon: Icon } = TEMPLATE_KINDS[kind];
  if (mode === 'edit') {
    return (
      <SectionPage
        title={`${title} template`}
        description={shown}
        empty={{
          icon: <Icon className="size-6" />,
          title: 'No template at this address',
          description: `This account has no ${title.toLowerCase()} template with this link (${id}). A saved template opens here to be changed and previewed.`,
        }}
      />
    );
  }
  return (
    <SectionPage
      title={`New ${title.toLowerCase()} template`}
      description={shown}
      empty={{
        icon: <Icon className="size-6" />,
        title: `Design a ${title.toLowerCase()} screen`,
        description: `A ${title.toLowerCase()} template is designed on this page. ${holds}`,
      }}
    />
  );
}
