// argon2id with the OWASP parameters (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified against when the account does not exist: same time either way. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('jit-no-account-placeholder'));

/** Spanish password rule: at least 8 characters, with a letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'La contraseña debe tener al menos 8 caracteres.';
  if (password.length > 200) return 'La contraseña es demasiado larga.';
  if (!/[A-Za-zÁÉÍÓÚáéíóúÑñ]/.test(password) || !/\d/.test(password))
    return 'La contraseña debe tener al menos una letra y un número.';
  return null;
}
