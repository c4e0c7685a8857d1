import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../../../i18n/i18n';

export function EditorSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('games.editor.loading')}>
      <div className="mb-6 flex items-center gap-3">
        <Skeleton className="size-10 rounded-xl" />
        <div className="space-y-2">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ))}
        </div>
        <Skeleton className="mx-auto h-[640px] w-full max-w-[380px] rounded-[2.6rem]" />
      </div>
    </div>
  );
}
