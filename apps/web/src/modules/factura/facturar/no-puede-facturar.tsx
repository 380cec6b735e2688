// Why the issuer cannot invoice now (settings missing, the certificate expired), with the way to
// the settings: the clerk can still prepare the draft meanwhile.
import { useNavigate } from 'react-router-dom';
import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FACTURAR_MESSAGES as M } from './messages';

export function NoPuedeFacturar({ certificadoVencido, pendientes }: { certificadoVencido: boolean; pendientes: readonly string[] }) {
  const navigate = useNavigate();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={M.noPuedeFacturar} data-testid="no-puede-facturar">
      <List size="sm">
        {certificadoVencido ? <List.Item>{M.certificadoVencido}</List.Item> : null}
        {pendientes.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
      <Anchor component="button" onClick={() => void navigate('/admin/datosatv')} mt="xs">
        {M.irConfiguracion}
      </Anchor>
    </Alert>
  );
}
