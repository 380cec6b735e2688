// The dialog that takes units off an order: a bad password shows the server's Spanish refusal and
// keeps what was typed; the next try sends the same reason, e-mail and units.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { GraphQLRequestError } from '@jit/api';
import { EliminarArticulo } from './eliminar-dialogo';
import type { Pedido } from './vivo';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../app/api', () => ({ api: { request } }));
vi.mock('../../app/notify', () => ({ notify: vi.fn() }));

const item = { _id: 'i1', nombre: 'Café', cantidad: 3, facturado: 0 } as Pedido['items'][number];
const pedido = { _id: 'p1', items: [item] } as unknown as Pedido;

describe('EliminarArticulo', () => {
  it('keeps the fields after a refused password and sends them again', async () => {
    const mensaje = 'La autorización no es válida: usuario o contraseña incorrectos.';
    request.mockRejectedValueOnce(new GraphQLRequestError([{ message: mensaje, extensions: { code: 'FORBIDDEN', userMessage: mensaje } }]));
    request.mockResolvedValueOnce({ RestaurantOrder: { deleteItem: { ...pedido, items: [{ ...item, cantidad: 1 }] } } });
    const onListo = vi.fn();
    render(
      <MantineProvider>
        <EliminarArticulo pedido={pedido} item={item} onListo={onListo} onCerrar={() => undefined} />
      </MantineProvider>,
    );
    const u = userEvent.setup();
    await u.click(screen.getByTestId('eliminar-confirmar'));
    expect(screen.getByRole('alert').textContent).toBe('Escriba el correo y la contraseña de quien autoriza.');
    expect(request).not.toHaveBeenCalled();
    await u.clear(screen.getByTestId('eliminar-cantidad'));
    await u.type(screen.getByTestId('eliminar-cantidad'), '2');
    await u.type(screen.getByTestId('eliminar-razon'), 'Se enfrió');
    await u.type(screen.getByTestId('eliminar-correo'), 'jefe@prueba.cr');
    await u.type(screen.getByTestId('eliminar-clave'), 'mala');
    await u.click(screen.getByTestId('eliminar-confirmar'));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
    expect(screen.getByTestId<HTMLInputElement>('eliminar-razon').value).toBe('Se enfrió');
    expect(screen.getByTestId<HTMLInputElement>('eliminar-correo').value).toBe('jefe@prueba.cr');
    await u.type(screen.getByTestId('eliminar-clave'), 'x');
    await u.click(screen.getByTestId('eliminar-confirmar'));
    expect(request).toHaveBeenLastCalledWith(expect.anything(), { order: 'p1', item: 'i1', quantity: 2, reason: 'Se enfrió', authBy: 'jefe@prueba.cr', authPassword: 'malax' });
    expect(onListo).toHaveBeenCalledTimes(1);
  });
});
