// Form rules of the account screens, with the Spanish messages shown next to each field. They
// mirror the server's own rules (which still decide: its BAD_USER_INPUT lands on the field).
// zod/mini: the login is the first screen people load, and the mini build tree-shakes.
import * as z from 'zod/mini';
import { USUARIO_MESSAGES as M } from './messages';
import { CORREO } from '@jit/domain';


export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, M.emailRequired),
    z.maxLength(254, M.emailInvalid),
    z.regex(CORREO, M.emailInvalid),
  );

export const newPasswordField = z.string().check(
  z.minLength(8, M.passwordShort),
  z.maxLength(200, M.passwordLong),
  z.refine((p) => /[A-Za-zÁÉÍÓÚáéíóúÑñ]/.test(p) && /\d/.test(p), M.passwordWeak),
);

export const fullnameField = z
  .string()
  .check(z.trim(), z.minLength(2, M.fullnameShort), z.maxLength(120, M.fullnameLong));

export const telField = z.string().check(
  z.trim(),
  z.refine((t) => t === '' || /^\+?[\d\s-]{8,20}$/.test(t), M.phoneInvalid),
);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, M.passwordRequired)),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const PROFILES = ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'] as const;

const sameConfirm = z.refine<{ password: string; confirm: string }>(
  (v) => v.password === v.confirm,
  {
    error: M.passwordMismatch,
    path: ['confirm'],
  },
);

export const registerSchema = z
  .object({
    fullname: fullnameField,
    email: emailField,
    password: newPasswordField,
    confirm: z.string(),
    nombreEmisor: z.string().check(z.trim(), z.maxLength(160)),
    tel: telField,
    profile: z.enum(PROFILES),
  })
  .check(sameConfirm);
export type RegisterValues = z.input<typeof registerSchema>;

export const recoverSchema = z.object({ email: emailField });

export const resetSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .check(sameConfirm);
