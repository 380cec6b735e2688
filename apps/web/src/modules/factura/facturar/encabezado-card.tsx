// The top of the entry screen: who receives the document (and the exoneration for every line),
// which document, branch, terminal and currency with its rate, and the sale condition.
import type { RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Grid, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatDate } from '../../../app/format';
import { useMonedas } from '../../catalogos/queries';
import type { Parametros } from '../../emisor/queries';
import { borrador } from '../borrador/borrador';
import type { EncabezadoBorrador, ExoneracionBorrador } from '../borrador/types';
import { CondicionFields, type Errores } from './encabezado';
import type { Opcion } from './grid/grid-context';
import { FACTURAR_MESSAGES as M } from './messages';
import { cambiarMoneda } from './moneda';
import { documentosDe } from './opciones';
import { ReceptorPicker } from './receptor-picker';

/** Shown while the currency catalogue loads (the two every issuer uses). */
const MONEDAS_BASICAS = [
  { id: 'CRC', value: 'Colón costarricense', simbolo: '₡' },
  { id: 'USD', value: 'Dólar estadounidense', simbolo: '$' },
];

/** «Venta del BCCR del 25/11/2026», «Manual (Contabilidad)», or that the clerk typed it. */
function fuenteTipoCambio(h: EncabezadoBorrador): string {
  const f = h.tipoCambioFuente;
  if (!f) return M.tipoCambioEscrito;
  if (f.referencia === 'MANUAL') return M.tipoCambioManual;
  return M.tipoCambioBccr(f.referencia === 'COMPRA' ? 'Compra' : 'Venta', formatDate(`${f.fecha}T12:00:00`));
}

const sucursalLabel = (x: { codigo: string; nombre?: string | null }) => `${x.codigo}${x.nombre ? ` · ${x.nombre}` : ''}`;

type Props = {
  parametros: Parametros;
  h: EncabezadoBorrador;
  errores: Errores;
  exoneraciones: readonly ExoneracionBorrador[];
  opcionesExoneracion: Opcion[];
  receptorInput: RefObject<HTMLInputElement | null>;
  /** Every line changed at once (exoneration applied, prices converted): the grid reloads. */
  onLineasCambiadas: () => void;
};

export function EncabezadoCard({ parametros, h, errores, exoneraciones, opcionesExoneracion, receptorInput, onLineasCambiadas }: Props) {
  const qc = useQueryClient();
  const monedas = useMonedas();
  const sucursal = parametros.local.find((l) => l.numero === h.local) ?? parametros.local[0];
  const monedaOpts = (monedas.data ?? MONEDAS_BASICAS).map((m) => ({ value: m.id, label: `${m.id} · ${m.value}` }));
  return (
    <Card withBorder>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReceptorPicker value={h.receptor} error={errores.receptor} inputRef={receptorInput} onChange={(receptor) => {
              borrador.encabezado({ receptor });
              // Its exonerations go to the lines they cover (or leave them): the grid shows it.
              onLineasCambiadas();
            }}
          />
          {exoneraciones.length > 0 ? (
            <Select
              mt="xs"
              label={M.exoneracionAplicar}
              data={opcionesExoneracion}
              value={null}
              placeholder={exoneraciones[0]!.numeroDocumento}
              onChange={(v) => {
                borrador.actualizarTodas((l) => ({ ...l, exoneracion: v ?? '' }));
                onLineasCambiadas();
              }}
            />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* Two per row: the names of document, branch and currency read whole («Factura electrónica», «USD · Dólar estadounidense»). */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Select
              label={M.documento}
              data={documentosDe(parametros).map((d) => ({ value: d.value, label: d.label }))}
              value={h.documento}
              allowDeselect={false}
              data-testid="documento"
              onChange={(v) => v && borrador.encabezado({ documento: v })}
            />
            <Select
              label={M.sucursal}
              data={parametros.local.map((l) => ({ value: String(l.numero), label: sucursalLabel(l) }))}
              value={String(h.local)}
              allowDeselect={false}
              onChange={(v) => {
                const s = parametros.local.find((l) => String(l.numero) === v);
                if (s) borrador.encabezado({ local: s.numero, terminal: s.terminal[0]?.numero ?? 1 });
              }}
            />
            <Select
              label={M.terminal}
              data={(sucursal?.terminal ?? []).map((t) => ({ value: String(t.numero), label: sucursalLabel(t) }))}
              value={String(h.terminal)}
              allowDeselect={false}
              onChange={(v) => v && borrador.encabezado({ terminal: Number(v) })}
            />
            <Select
              label={M.moneda}
              data={monedaOpts}
              value={h.codigoMoneda}
              searchable
              allowDeselect={false}
              onChange={(v) => v && void cambiarMoneda(qc, h, v).then((cambiaron) => cambiaron && onLineasCambiadas())}
            />
          </SimpleGrid>
          {h.codigoMoneda !== 'CRC' ? (
            <TextInput
              mt="xs"
              label={M.tipoCambio}
              description={fuenteTipoCambio(h)}
              leftSection="₡"
              value={h.tipoCambio}
              inputMode="decimal"
              error={errores.tipoCambio}
              w={320}
              data-testid="tipo-cambio"
              onChange={(e) => borrador.encabezado({ tipoCambio: e.currentTarget.value, tipoCambioFuente: null })}
            />
          ) : null}
          <div style={{ marginTop: 8 }}>
            <CondicionFields h={h} errores={errores} />
          </div>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
