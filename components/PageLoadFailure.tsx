import { usePageLoadFailure } from '@/components/hooks/usePageLoadFailure';

export function PageLoadFailure() {
  const { failedUrl, retry } = usePageLoadFailure();
  if (!failedUrl) return null;
  return (
    <div role="alert" className="fixed inset-x-0 bottom-4 z-[60] mx-auto flex w-[min(36rem,calc(100%-2rem))] items-center gap-4 rounded-lg border border-red-300 bg-white p-4 shadow-xl dark:border-red-800 dark:bg-slate-900">
      <p className="flex-1 text-sm">
        <strong className="block text-slate-900 dark:text-white">This page could not be loaded.</strong>
        Your connection may have dropped, or the site was updated. Retry loads the page again.
      </p>
      <button type="button" onClick={retry} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
        Retry
      </button>
    </div>
  );
}
