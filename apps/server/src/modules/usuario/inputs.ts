// Input rules of the account operations, with the Spanish messages a person sees next to the field.
import { z } from 'zod';

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'El correo es demasiado largo.')
  .email('El correo electrónico no es válido.');

export const fullname = z
  .string()
  .trim()
  .min(2, 'Escribe el nombre completo.')
  .max(120, 'El nombre es demasiado largo (máximo 120 caracteres).');

export const tel = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{8,20}$/, 'El teléfono debe tener al menos 8 dígitos.')
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null));

export const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, 'El dominio debe tener de 3 a 40 letras, números o guiones.');

export const nombreRol = z.string().trim().min(1, 'Escribe el nombre del rol.').max(80, 'El nombre del rol es demasiado largo.');
