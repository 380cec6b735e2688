import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderUi } from '../test/render.js';
import { showToast, TOAST_TIMEOUTS_MS, ToastHost } from './toast.js';

describe('toasts', () => {
  it('has the spec timeouts: danger 20 s, warning 15 s, info 3 s, others 8 s', () => {
    expect(TOAST_TIMEOUTS_MS).toEqual({ danger: 20000, warning: 15000, info: 3000, primary: 8000, success: 8000 });
  });

  it('puts the newest on top, at the top right, and closes on click', async () => {
    renderUi(<ToastHost />);
    act(() => {
      showToast({ type: 'info', message: 'primero' });
      showToast({ type: 'danger', message: 'segundo' });
    });
    const texts = await screen.findAllByText(/primero|segundo/);
    expect(texts.map((t) => t.textContent)).toEqual(['segundo', 'primero']);
    expect(texts[0]!.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');
    const toast = texts[0]!.closest('[data-toast-type]')!;
    expect(toast.getAttribute('data-toast-type')).toBe('danger');
    const hide = vi.spyOn(notifications, 'hide');
    fireEvent.click(toast);
    expect(hide).toHaveBeenCalled();
    act(() => notifications.clean());
  });
});
