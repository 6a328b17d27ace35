import { useEffect, useState } from 'react';

/** True after hydration: for UI that depends on what only the browser knows (the stored colour mode). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
