import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ToastHost } from '@jit/ui';
import { notify, notifyApi } from './notify';

describe('notify', () => {
  it('refuses invalid settings and shows nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(notify({ type: 'error' as never, message: 'x' })).toBeNull();
    expect(notify({ type: 'info', message: 'x', timeout: -1 })).toBeNull();
    expect(notify({ type: 'info', message: 'x', verticalAlign: 'middle' as never })).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it("shows the API client's red toast with its icon", async () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    notifyApi({
      type: 'danger',
      message: 'La sesión no es válida o venció.',
      icon: 'key',
      code: 'UNAUTHENTICATED',
    });
    const toast = (await screen.findByText('La sesión no es válida o venció.')).closest(
      '[data-toast-type]',
    )!;
    expect(toast.getAttribute('data-toast-type')).toBe('danger');
    expect(toast.querySelector('[data-icon="key"]')).toBeTruthy();
  });
});
