import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';

/** A connector's card while its settings load (or when they could not be loaded). */
export function CardSkeleton({ title, failed }: { title: string; failed: boolean }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="space-y-3">
        {failed ? (
          <p className="text-sm text-red-600">The settings could not be loaded.</p>
        ) : (
          <>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </>
        )}
      </CardBody>
    </Card>
  );
}
