import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../../../i18n/i18n';

/** A connector's card while its settings load (or when they could not be loaded). */
export function CardSkeleton({ title, failed }: { title: string; failed: boolean }) {
  const t = useT();
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="space-y-3">
        {failed ? (
          <p className="text-sm text-red-600">{t('integrations.connector.load_failed')}</p>
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
