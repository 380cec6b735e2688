// Form rules of the account screens, with the Spanish messages shown next to each field. They
// mirror the server's own rules (which still decide: its BAD_USER_INPUT lands on the field).
import { z } from 'zod';
import { USUARIO_MESSAGES as M } from './messages';

export const emailField = z.string().trim().min(1, M.emailRequired).max(254, M.emailInvalid).email(M.emailInvalid);

export const newPasswordField = z
  .string()
  .min(8, M.passwordShort)
  .max(200, M.passwordLong)
  .refine((p) => /[A-Za-zÁÉÍÓÚáéíóúÑñ]/.test(p) && /\d/.test(p), M.passwordWeak);

export const fullnameField = z.string().trim().min(2, M.fullnameShort).max(120, M.fullnameLong);

export const telField = z
  .string()
  .trim()
  .refine((t) => t === '' || /^\+?[\d\s-]{8,20}$/.test(t), M.phoneInvalid);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, M.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const PROFILES = ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'] as const;

export const registerSchema = z
  .object({
    fullname: fullnameField,
    email: emailField,
    password: newPasswordField,
    confirm: z.string(),
    nombreEmisor: z.string().trim().max(160),
    tel: telField,
    profile: z.enum(PROFILES),
  })
  .refine((v) => v.password === v.confirm, { message: M.passwordMismatch, path: ['confirm'] });
export type RegisterValues = z.input<typeof registerSchema>;

export const recoverSchema = z.object({ email: emailField });

export const resetSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: M.passwordMismatch, path: ['confirm'] });
