import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render.js';
import { DismissibleAlert } from './alert.js';
import { ErrorPage } from './error-page.js';
import { PathBreadcrumbs } from './path-breadcrumbs.js';
import { ProgressBar } from './progress-bar.js';
import { SidebarNav } from './sidebar.js';
import { cleanTags, TagInput } from './tag-input.js';
import { compareDecimalStrings } from './data-grid/columns.js';

describe('ErrorPage', () => {
  it('shows the 404 text and INICIO goes home', () => {
    const onHome = vi.fn();
    renderUi(<ErrorPage notFound onHome={onHome} onReload={vi.fn()} />);
    expect(screen.getByText('La página que buscas no se encuentra.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'INICIO' }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('shows the generic text, RECARGAR and a collapsible detail for other errors', () => {
    const onReload = vi.fn();
    renderUi(<ErrorPage notFound={false} onHome={vi.fn()} onReload={onReload} detail="TypeError: boom" />);
    expect(screen.getByText('Ha ocurrido un error, recarga la página para continuar.')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /Detalle del error/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'RECARGAR' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('DismissibleAlert', () => {
  it('stays dismissed once closed when it has a storage key', () => {
    localStorage.clear();
    const { unmount } = renderUi(<DismissibleAlert storageKey="alert-x">Aviso</DismissibleAlert>);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Aviso')).toBeNull();
    unmount();
    renderUi(<DismissibleAlert storageKey="alert-x">Aviso</DismissibleAlert>);
    expect(screen.queryByText('Aviso')).toBeNull();
  });
});

describe('TagInput', () => {
  it('keeps only non-empty tags', () => {
    expect(cleanTags(['  ', 'vip', ' mayorista ', ''])).toEqual(['vip', 'mayorista']);
  });

  it('renders its tags as pills', () => {
    renderUi(<TagInput label="etiquetas" value={['vip']} onChange={vi.fn()} />);
    expect(screen.getByText('vip')).toBeTruthy();
  });
});

describe('ProgressBar', () => {
  it('clamps to 0..100', () => {
    renderUi(<ProgressBar value={140} aria-label="p" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('PathBreadcrumbs', () => {
  it('builds one crumb per path segment with the labels given', () => {
    const onNavigate = vi.fn();
    renderUi(
      <PathBreadcrumbs
        path="/facturacion/listaFactura"
        labelOf={(p) => ({ '/facturacion': 'Facturación', '/facturacion/listaFactura': 'Facturas' })[p]}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByText('Facturación')).toBeTruthy();
    expect(screen.getByText('Facturas').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByText('Inicio'));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
  });
});

describe('SidebarNav', () => {
  it('renders sections and routes a plain click through onNavigate', () => {
    const onNavigate = vi.fn();
    renderUi(
      <SidebarNav
        color="vue"
        activePath="/admin/roles"
        onNavigate={onNavigate}
        sections={[{ key: 'Admin', label: 'Admin', items: [{ path: '/admin/roles', label: 'Roles' }] }]}
      />,
    );
    const link = screen.getByText('Roles').closest('a')!;
    expect(link.getAttribute('href')).toBe('/admin/roles');
    act(() => {
      fireEvent.click(link, { button: 0 });
    });
    expect(onNavigate).toHaveBeenCalledWith('/admin/roles');
  });
});

describe('compareDecimalStrings', () => {
  it('orders decimal strings like numbers without a float', () => {
    const values = ['10.5', '-2', '9.99', '100', '0.001', '-10.25', '10.50001', '', '0'];
    const sorted = [...values].sort(compareDecimalStrings);
    expect(sorted).toEqual(['', '-10.25', '-2', '0', '0.001', '9.99', '10.5', '10.50001', '100']);
  });
});
