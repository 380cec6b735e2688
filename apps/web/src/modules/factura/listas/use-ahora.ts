import { useEffect, useState } from 'react';

/** The current time, renewed every minute (due dates and validity shown in the lists). */
export function useAhora(cadaMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), cadaMs);
    return () => clearInterval(t);
  }, [cadaMs]);
  return now;
}
