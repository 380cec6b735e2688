// The FEC's header: the supplier in the simplified regime, shown as what the document makes it (its
// Emisor, v4.4; the issuer is the Receptor), the sale condition and credit term, and how it is paid.
// Every change goes into the draft (borrador), which keeps it across a reload.
import type { RefObject } from 'react';
import { Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ProveedorFieldsFragment } from '@jit/api';
import { borrador } from '../../factura/borrador/borrador';
import type { EncabezadoBorrador } from '../../factura/borrador/types';
import { MediosPagoFields, type Errores } from '../../factura/facturar/encabezado';
import { receptorDeProveedor } from './fec-input';
import { FEC_MESSAGES as M } from './messages';

type Props = {
  h: EncabezadoBorrador;
  proveedores: readonly ProveedorFieldsFragment[];
  elegido: ProveedorFieldsFragment | undefined;
  errorProveedor: string | null;
  errores: Errores;
  emisor: string;
  proveedorInput: RefObject<HTMLInputElement | null>;
};

export function FecEncabezado({ h, proveedores, elegido, errorProveedor, errores, emisor, proveedorInput }: Props) {
  return (
    <Card withBorder>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} w={420}>
          <Select
            ref={proveedorInput}
            label={M.proveedor}
            description={M.proveedorAyuda}
            data={proveedores.map((p) => ({ value: p._id, label: `${p.nombre} (${p.identificacion.numero})` }))}
            value={elegido?._id ?? null}
            onChange={(v) => {
              const p = proveedores.find((x) => x._id === v);
              borrador.encabezado({ receptor: p ? receptorDeProveedor(p) : null });
            }}
            searchable
            error={errorProveedor}
            data-testid="fec-proveedor"
          />
          {elegido ? (
            <Text size="xs" c="dimmed" data-testid="fec-emisor-receptor">
              {M.emisorReceptor(elegido.nombre, emisor)}
            </Text>
          ) : null}
        </Stack>
        <Select
          label={M.condicion}
          data={[
            { value: '01', label: M.contado },
            { value: '02', label: M.credito },
          ]}
          value={h.condicionVenta === '02' ? '02' : '01'}
          onChange={(v) => borrador.encabezado(v === '02' ? { condicionVenta: '02', plazoCredito: h.plazoCredito || String(elegido?.plazoCredito ?? '') } : { condicionVenta: '01' })}
          allowDeselect={false}
          w={140}
        />
        {h.condicionVenta === '02' ? (
          <TextInput label={M.plazo} inputMode="numeric" value={h.plazoCredito} onChange={(e) => borrador.encabezado({ plazoCredito: e.currentTarget.value })} error={errores.plazoCredito} w={120} />
        ) : null}
        <div style={{ minWidth: 320, flex: 1 }}>
          <MediosPagoFields h={h} errores={errores} />
        </div>
      </Group>
    </Card>
  );
}
