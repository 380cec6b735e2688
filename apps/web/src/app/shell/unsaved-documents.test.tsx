import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { UnsavedDocuments } from './unsaved-documents';
import { unsavedInvoiceAtom, unsavedIssuerAtom } from '../unsaved';
import { fakeUser, renderShell } from '../../../test/render-app';

describe('UnsavedDocuments', () => {
  it('lists what the screens marked as unsaved and opens it', async () => {
    const r = renderShell(
      [
        { path: '/dashboard', element: <UnsavedDocuments /> },
        { path: '/facturacion/facturar', element: <p>facturar</p> },
      ],
      { path: '/dashboard', user: fakeUser('PRO') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Documentos sin guardar' }));
    expect(await screen.findByText('No hay documentos sin guardar')).toBeTruthy();
    act(() => {
      r.store.set(unsavedInvoiceAtom, true);
      r.store.set(unsavedIssuerAtom, true);
    });
    expect(await screen.findByText('Factura en edición')).toBeTruthy();
    expect(screen.getByText('Configuración del emisor')).toBeTruthy();
    fireEvent.click(screen.getByText('Factura en edición'));
    expect(await screen.findByText('facturar')).toBeTruthy();
  });
});
