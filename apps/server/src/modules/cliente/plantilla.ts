// EmailData (ruling B-8, DECISIONS #113): the issuer's e-mail template, its defaults while unsaved,
// and the dressing of any message to a customer with it (the domain's vestirCorreo).
import { COLOR_HEX, PLANTILLA_CORREO_DEFECTO, vestirCorreo, type PlantillaCorreo } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { emailData } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import type { EmailDataInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';

/** The largest logo kept (the data URL's decoded bytes). */
const LOGO_MAXIMO = 200 * 1024;

export type Plantilla = PlantillaCorreo & { guardada: boolean };

/** The issuer's template in the caller's transaction (the defaults when none is saved). */
export async function plantillaDe(tx: Tx): Promise<Plantilla> {
  const [row] = await tx.select().from(emailData).limit(1);
  if (!row) return { ...PLANTILLA_CORREO_DEFECTO, guardada: false };
  return { logo: row.logo, mainColor: row.mainColor, template: row.template, saludo: row.saludo, byeMessage: row.byeMessage, info: row.info, signature: row.signature, guardada: true };
}

type Mensaje = Parameters<typeof vestirCorreo>[1];

/** A message to a customer dressed with the issuer's template. */
export async function vestido(tx: Tx, m: Mensaje) {
  return vestirCorreo(await plantillaDe(tx), m);
}

/**
 * A message dressed with the issuer's template when the issuer saved one, else null: the caller
 * keeps the mail it always sent (the document e-mails, DECISIONS #233). In the caller's
 * transaction, scoped to the issuer.
 */
export async function vestidoSiGuardada(tx: Tx, m: Mensaje): Promise<{ text: string; html: string } | null> {
  const p = await plantillaDe(tx);
  if (!p.guardada) return null;
  return vestirCorreo(p, m);
}

export function readEmailData(ctx: Context, id: string | null | undefined) {
  return withSession(ctx, async (tx, s) => {
    await mismoEmisor(ctx, id);
    return { _id: s.emisorId, ...(await plantillaDe(tx)) };
  });
}

function logoValido(logo: string): string {
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(logo);
  if (!m) throw badInput('El logo debe ser una imagen PNG o JPEG.', 'input.logo');
  if (Buffer.from(m[2]!, 'base64').length > LOGO_MAXIMO) throw badInput('El logo no puede pasar de 200 KB.', 'input.logo');
  return logo;
}

/** EmailData.create: the template saved (fields not given keep their value). */
export async function saveEmailData(ctx: Context, input: EmailDataInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  if (input.mainColor != null && !COLOR_HEX.test(input.mainColor)) throw badInput('El color debe ser #rrggbb, por ejemplo #007aff.', 'input.mainColor');
  if (input.template != null && (input.template < 1 || input.template > 3)) throw badInput('La plantilla debe ser 1, 2 o 3.', 'input.template');
  const logo = input.logo ? logoValido(input.logo) : undefined;
  return guardar(ctx, (p) => ({
    logo: logo ?? p.logo,
    mainColor: input.mainColor ?? p.mainColor,
    template: input.template ?? p.template,
    saludo: input.saludo?.trim() ?? p.saludo,
    byeMessage: input.byeMessage?.trim() ?? p.byeMessage,
    info: input.info?.trim() ?? p.info,
    signature: input.signature?.trim() ?? p.signature,
  }));
}

/** EmailData.deleteImg: the logo removed. */
export async function deleteImg(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return guardar(ctx, (p) => ({ ...p, logo: null }));
}

function guardar(ctx: Context, cambio: (p: PlantillaCorreo) => PlantillaCorreo) {
  return withSession(ctx, async (tx, s) => {
    const { guardada: _g, ...actual } = await plantillaDe(tx);
    const v = cambio(actual);
    const now = ctx.now();
    await tx
      .insert(emailData)
      .values({ emisorId: s.emisorId, ...v, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: emailData.emisorId, set: { ...v, updatedAt: now } });
    return { _id: s.emisorId, ...v, guardada: true };
  });
}
