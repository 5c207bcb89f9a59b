/** False while hydrating, true after: for parts that depend on what only the browser knows (the query string). */
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
