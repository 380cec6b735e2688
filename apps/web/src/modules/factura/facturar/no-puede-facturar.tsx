// Why the issuer cannot invoice now (settings missing or wrong, the certificate expired), with the
// way to the settings: the clerk can still prepare the draft meanwhile. In the sandbox a new
// account may try issuing at once: the screen says it is a trial and what makes it real.
import { useNavigate } from 'react-router-dom';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { FACTURAR_MESSAGES as M } from './messages';

function IrConfiguracion() {
  const navigate = useNavigate();
  return (
    <Anchor component="button" onClick={() => void navigate('/admin/datosatv')} mt="xs">
      {M.irConfiguracion}
    </Anchor>
  );
}

export function NoPuedeFacturar({ certificadoVencido, pendientes }: { certificadoVencido: boolean; pendientes: readonly string[] }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={M.noPuedeFacturar} data-testid="no-puede-facturar">
      <List size="sm">
        {certificadoVencido ? <List.Item>{M.certificadoVencido}</List.Item> : null}
        {pendientes.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
      <IrConfiguracion />
    </Alert>
  );
}

/** The sandbox trial: documents go to Hacienda's simulator; what is missing has test stand-ins. */
export function ModoPrueba({ pendientes }: { pendientes: readonly string[] }) {
  return (
    <Alert color="orange" variant="light" icon={<IconFlask size={18} />} title={M.pruebaTitulo} data-testid="modo-prueba">
      <Text size="sm">{M.pruebaTexto}</Text>
      {pendientes.length > 0 ? (
        <>
          <Text size="sm" mt={4}>
            {M.pruebaFalta}
          </Text>
          <List size="sm">
            {pendientes.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
          <IrConfiguracion />
        </>
      ) : null}
    </Alert>
  );
}
