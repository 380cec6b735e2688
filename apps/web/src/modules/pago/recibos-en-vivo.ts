// The payments list follows its receipts live: a payment receipt (REP, consecutivo of type 10) that
// is issued, sent or answered by Hacienda reaches facturaChanged, and the list reads itself again.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { FacturaCambioDocument } from '@jit/api';
import { getRealtime } from '../../app/api';
import { sessionAtom } from '../../app/session/atoms';

/** Type 10 in a Hacienda consecutivo (sucursal 3 + terminal 5 + tipo 2 + número 10). */
const esRecibo = (consecutivo: string) => consecutivo.slice(8, 10) === '10';

export function useRecibosEnVivo(key: readonly unknown[]): void {
  const qc = useQueryClient();
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });
  useEffect(() => {
    if (!emisor) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = getRealtime().subscribe(FacturaCambioDocument, { emisor }, (data) => {
      if (!esRecibo(data.facturaChanged.consecutivo)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void qc.invalidateQueries({ queryKey: keyRef.current }), 200);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [qc, emisor]);
}
