import { useRouteLoading } from '@/components/hooks/useRouteLoading';

export function ProgressBar() {
  const loading = useRouteLoading();
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label="Loading page" aria-busy="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-900">
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-600 dark:bg-brand-300" />
    </div>
  );
}
