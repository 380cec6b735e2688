// /compras/listaCredito (MODULES.md §F1.2): accounts payable, their aging and payments to suppliers.
import { Stack, Title } from '@mantine/core';
import { Antiguedad } from './antiguedad';
import { Cuentas } from './cuentas';
import { PAGO_MESSAGES as M } from './messages';

export function CuentasPagarPage() {
  return (
    <Stack>
      <Title order={2}>{M.cuentasPagarTitulo}</Title>
      <Antiguedad compra />
      <Cuentas compra />
    </Stack>
  );
}

/** Under «Mis Facturas» (/facturacion/listaCredito): payments on the built credit screen, and the aging. */
export function CobrosPanel() {
  return (
    <Stack>
      <Title order={3}>{M.cobrosTitulo}</Title>
      <Antiguedad compra={false} />
      <Cuentas compra={false} />
    </Stack>
  );
}
