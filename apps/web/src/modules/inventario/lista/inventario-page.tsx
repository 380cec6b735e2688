// /inventario/lista «Movimientos» (m21): stock at a glance, the ledger, and the physical count, with
// any item's kardex a double click away.
import { useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { Conteo } from './conteo';
import { Existencias } from './existencias';
import { KardexDrawer } from './kardex-drawer';
import { Movimientos } from './movimientos';

export function InventarioPage() {
  const [tab, setTab] = useState<string | null>('existencias');
  const [kardex, setKardex] = useState<{ _id: string; nombre: string } | null>(null);
  return (
    <Stack>
      <Title order={2}>{M.titulo}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="existencias">{M.tabExistencias}</Tabs.Tab>
          <Tabs.Tab value="movimientos">{M.tabMovimientos}</Tabs.Tab>
          <Tabs.Tab value="conteo">{M.tabConteo}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="existencias" pt="md">
          <Existencias onKardex={setKardex} />
        </Tabs.Panel>
        <Tabs.Panel value="movimientos" pt="md">
          <Movimientos onKardex={setKardex} />
        </Tabs.Panel>
        <Tabs.Panel value="conteo" pt="md">
          <Conteo />
        </Tabs.Panel>
      </Tabs>
      <KardexDrawer item={kardex} onClose={() => setKardex(null)} />
    </Stack>
  );
}
