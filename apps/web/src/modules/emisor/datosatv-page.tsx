import { Title } from '@mantine/core';

/** /admin/datosatv (Configuración): the issuer's invoicing settings. */
export function DatosAtvPage() {
  return <Title order={2}>Configuración</Title>;
}
