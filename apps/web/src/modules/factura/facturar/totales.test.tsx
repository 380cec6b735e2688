import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MantineProvider } from '@mantine/core';
import { appStore } from '../../../app/store';
import { lineIdsAtom } from '../borrador/atoms';
import { borrador } from '../borrador/borrador';
import { Totales } from './totales';

describe('Totales', () => {
  it('shows the totals of the draft in es-CR money, and follows an edit', () => {
    borrador.cargar(`totales-${Date.now()}`, {
      documento: '01', local: 1, terminal: 1, codigoMoneda: 'CRC', condicionVenta: '01', plazoCredito: 0, medioPago: '01',
      ivaIncluido: false, unidadMedida: 'Unid', codigoTarifaIVA: '08', cabys: '', clasificacion: 'producto',
    });
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '3', precio: '1234,5' });
    render(
      <MantineProvider>
        <Provider store={appStore}>
          <Totales />
        </Provider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('total-lineas').textContent).toBe('1 línea');
    expect(screen.getByTestId('total-venta').textContent).toMatch(/3\u00a0703,50$/);
    expect(screen.getByTestId('total-comprobante').textContent).toMatch(/4\u00a0184,96$/);
    act(() => void borrador.actualizar(a, { cantidad: '1' }));
    expect(screen.getByTestId('total-comprobante').textContent).toMatch(/1\u00a0394,99$/);
  });
});
