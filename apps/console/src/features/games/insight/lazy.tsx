import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../../ui/Skeleton';

const FunnelCard = lazy(() => import('./FunnelCard').then((m) => ({ default: m.FunnelCard })));

/** The funnel card, loaded when it is shown (the dashboard's chunk stays as it was). */
export function LazyFunnelCard(props: ComponentProps<typeof FunnelCard>) {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <FunnelCard {...props} />
    </Suspense>
  );
}
