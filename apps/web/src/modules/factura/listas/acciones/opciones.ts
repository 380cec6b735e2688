// The choices the note forms offer: the reference codes (17 is only for the issuer's own
// replacements, so not offered) and the VAT rates of a debit note's line.
import { CODIGOS_REFERENCIA, CODIGOS_TARIFA_IVA } from '@jit/domain';
import { formatTarifa } from '../../../../app/format';

export const OPCIONES_CODIGO = CODIGOS_REFERENCIA.filter((c) => c.codigo !== '17').map((c) => ({ value: c.codigo, label: `${c.codigo} · ${c.descripcion}` }));

export const OPCIONES_TARIFA = CODIGOS_TARIFA_IVA.map((t) => ({ value: t.codigo, label: `${formatTarifa(t.tarifa)} · ${t.descripcion}` }));
