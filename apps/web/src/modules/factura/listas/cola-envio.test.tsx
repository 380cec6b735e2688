import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ColaEnvio } from './cola-envio';
import { ESTADOS_COLA } from './estados';
import { LISTAS_KEY, type FilaCola } from './queries';

vi.mock('../../../app/api', () => ({ api: { request: vi.fn(() => new Promise(() => undefined)) } }));

const codigo = (id: string, value: string, annotation: string) => ({ id, value, annotation });

function doc(id: string, consecutivo: string, estado: ReturnType<typeof codigo>, extra: Partial<FilaCola> = {}): FilaCola {
  return {
    id,
    documento: codigo('01', 'FE', 'Factura electrónica'),
    estadoDocumento: estado,
    consecutivo,
    clave: `506${consecutivo}`.padEnd(50, '0'),
    claveFE: null,
    fechaEmision: '2026-11-21T15:00:00.000Z',
    createdAt: '2026-11-21T15:00:00.000Z',
    receptor: { id: null, nombre: 'Cliente Uno', identificacion: { tipo: '01', numero: '114480790' }, identificacionExtranjero: null, correoElectronico: null },
    condicionVenta: '01',
    plazoCredito: null,
    resumenFactura: { codigoTipoMoneda: { codigoMoneda: { value: 'CRC', simbolo: '¢' }, tipoCambio: '1' }, totalVentaNeta: '100', totalImpuesto: '13', totalComprobante: '113' },
    saldo: '0',
    estadoProforma: null,
    plazoProforma: null,
    notaCredito: [],
    referenciaId: null,
    mensaje: null,
    bulk: false,
    state: true,
    mail: false,
    original: null,
    next: null,
    contingencia: null,
    respuestaHacienda: null,
    ...extra,
  };
}

function renderCola(feed: FilaCola[], onOperacion = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData([...LISTAS_KEY, 'cola', ESTADOS_COLA], {
    pages: [{ feed, pageInfo: { hasNextPage: false, nextPageCursor: null } }],
    pageParams: [null],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ColaEnvio onOperacion={onOperacion} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onOperacion;
}

describe('the outgoing queue', () => {
  it('groups documents by state, explains a rejection and offers to correct it', async () => {
    const rechazada = doc('r1', '00100001010000000007', codigo('RECHAZADO', '4', 'Rechazado'), {
      respuestaHacienda: {
        estado: 'rechazado',
        fecha: null,
        detalle: 'IDENTIFICACION_INVALIDA',
        motivos: [{ codigo: 'IDENTIFICACION_INVALIDA', titulo: 'La identificación del cliente no es válida', explicacion: 'El número no tiene el formato de su tipo.', sugerencia: 'Corrija la cédula del cliente y reenvíe.', detalle: null }],
      },
    });
    const contingencia = doc('c1', '00100001010000000008', codigo('CONTINGENCIA', '7', 'En contingencia'), {
      contingencia: { enContingencia: true, situacion: '3', plazoHasta: new Date(Date.now() + 5 * 3_600_000).toISOString(), segundosRestantes: 18_000, texto: '', intentos: 2, ultimoError: 'Hacienda no responde' },
    });
    const pendiente = doc('p1', '00100001010000000009', codigo('EN_COLA', '1', 'Pendiente de envío'));
    const aceptadaReemplazo = doc('x1', '00100001010000000006', codigo('RECHAZADO', '4', 'Rechazado'), { next: 'otro' });
    const op = renderCola([rechazada, contingencia, pendiente, aceptadaReemplazo]);

    const rech = screen.getByTestId('cola-grupo-rechazado');
    expect(within(rech).getByText('1')).toBeTruthy();
    expect(within(rech).getByText('Corrija la cédula del cliente y reenvíe.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/00100001010000000006/)).toBeNull();
    expect(within(screen.getByTestId('cola-grupo-contingencia')).getByTestId('contingencia-cuenta').textContent).toMatch(/Quedan 4 h 59 min/);
    expect(within(screen.getByTestId('cola-grupo-pendiente')).getByText(/00100001010000000009/)).toBeTruthy();

    await userEvent.click(within(rech).getByRole('button', { name: 'Corregir y reenviar' }));
    expect(op).toHaveBeenCalledWith('corregir', expect.objectContaining({ id: 'r1' }));
  });

  it('says so when everything is accepted', () => {
    renderCola([]);
    expect(screen.getByText('Todo está aceptado: no hay documentos pendientes.')).toBeTruthy();
  });
});
