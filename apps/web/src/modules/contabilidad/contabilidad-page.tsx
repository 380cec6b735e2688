// /contabilidad (MODULES.md §F2.2): the journal, the trial balance with the statements, the monthly
// VAT return and the chart of accounts, as tabs.
import { useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { AsientosTab } from './asientos-tab';
import { BalanzaTab } from './balanza-tab';
import { CuentasTab } from './cuentas-tab';
import { IvaTab } from './iva-tab';
import { PendientesAviso } from './pendientes-aviso';
import { CONTABILIDAD_MESSAGES as M } from './messages';
import { useCuentas } from './queries';

export function ContabilidadPage() {
  const [tab, setTab] = useState<string | null>('asientos');
  const cuentas = useCuentas(true);
  return (
    <Stack>
      <Title order={2}>{M.titulo}</Title>
      <PendientesAviso />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="asientos">{M.asientos}</Tabs.Tab>
          <Tabs.Tab value="balanza">{M.balanza}</Tabs.Tab>
          <Tabs.Tab value="iva">{M.iva}</Tabs.Tab>
          <Tabs.Tab value="cuentas">{M.cuentas}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="asientos" pt="md">
          <AsientosTab cuentas={cuentas.data ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="balanza" pt="md">
          <BalanzaTab />
        </Tabs.Panel>
        <Tabs.Panel value="iva" pt="md">
          <IvaTab />
        </Tabs.Panel>
        <Tabs.Panel value="cuentas" pt="md">
          <CuentasTab cuentas={cuentas.data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
