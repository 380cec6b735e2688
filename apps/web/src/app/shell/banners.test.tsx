import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Banners } from './banners';
import { fakeUser, renderShell } from '../../../test/render-app';

const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const page = [{ path: '/dashboard', element: <Banners /> }];

describe('Banners', () => {
  it('shows the grace days left with a pay button for the owner', async () => {
    renderShell(page, {
      path: '/dashboard',
      user: fakeUser('MICRO'),
      answers: { profile: { subscriptionTimeOut: at(-1), profile: 'MICRO' } },
    });
    expect((await screen.findByTestId('banner-subscription')).textContent).toMatch(
      /quedan 2 días de gracia/,
    );
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeTruthy();
  });

  it('shows no subscription alert for COMMUNITY', () => {
    renderShell(page, {
      path: '/dashboard',
      user: fakeUser('COMMUNITY'),
      answers: { profile: { subscriptionTimeOut: at(-1), profile: 'COMMUNITY' } },
    });
    expect(screen.queryByTestId('banner-subscription')).toBeNull();
  });

  it('warns when 10 or fewer documents remain this month, from the plan table', async () => {
    renderShell(page, {
      path: '/dashboard',
      user: fakeUser('MICRO'),
      answers: {
        counter: { counter: 41, profile: 'MICRO' },
        plans: [{ name: 'MICRO', documentosMes: 50 }],
      },
    });
    expect((await screen.findByTestId('banner-counter')).textContent).toMatch(
      /quedan 9 comprobantes/,
    );
  });

  it('stays quiet with 11 left', () => {
    renderShell(page, {
      path: '/dashboard',
      user: fakeUser('MICRO'),
      answers: {
        counter: { counter: 39, profile: 'MICRO' },
        plans: [{ name: 'MICRO', documentosMes: 50 }],
      },
    });
    expect(screen.queryByTestId('banner-counter')).toBeNull();
  });

  it('warns 7 days or fewer before the certificate expires', async () => {
    renderShell(page, {
      path: '/dashboard',
      user: fakeUser('PRO'),
      answers: { certificadoExpiracion: at(7) },
    });
    expect((await screen.findByTestId('banner-certificate')).textContent).toMatch(
      /vence en 7 días/,
    );
  });
});
