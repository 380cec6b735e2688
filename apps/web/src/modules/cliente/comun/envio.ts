// The submit of the customer screens' small forms: required fields first, then the call; a server
// refusal (BAD_USER_INPUT with its field) is shown next to the field it names, and what was typed stays.
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../../app/server-errors';

export function useEnvio() {
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [guardando, setGuardando] = useState(false);
  /** `faltan`: the local errors (nothing is sent while there are any); `campoDe`: the form field of a server field. */
  const enviar = async (faltan: Record<string, string>, llamada: () => Promise<void>, campoDe: (serverField: string) => string) => {
    setErrores(faltan);
    if (Object.keys(faltan).length) return;
    setGuardando(true);
    try {
      await llamada();
    } catch (err) {
      const f = serverFieldError(err);
      if (f) setErrores({ [campoDe(f.field)]: f.message });
    } finally {
      setGuardando(false);
    }
  };
  return { errores, guardando, enviar };
}

/** A form's onSubmit that runs `fn` instead of reloading the page. */
export const alEnviar = (fn: () => Promise<void>) => (ev: FormEvent) => {
  ev.preventDefault();
  void fn();
};
