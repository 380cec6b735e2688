// Attachments of a document (spec 1 §3 Attachment: src, name, detail): add a file (kept as a
// data: URL of up to 5 MB), open, remove.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Anchor, Button, FileInput, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { DocumentoAdjuntarDocument, DocumentoQuitarAdjuntoDocument, GraphQLRequestError } from '@jit/api';
import { api } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { notify } from '../../../app/notify';
import { detalleKey, type Detalle } from './detalle-query';
import { LISTAS_MESSAGES as M } from './messages';
import { refrescarTrasAccion } from './queries';

export const ADJUNTO_MAX_BYTES = 5 * 1024 * 1024;

const leerComoDataUrl = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(typeof r.result === 'string' ? r.result : '');
    r.onerror = () => reject(r.error ?? new Error('lectura'));
    r.readAsDataURL(f);
  });

export function Adjuntos({ doc }: { doc: Detalle }) {
  const client = useQueryClient();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [detalle, setDetalle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLButtonElement>(null);
  const recargar = () => {
    void client.invalidateQueries({ queryKey: detalleKey(doc.id) });
    refrescarTrasAccion(client);
  };
  const adjuntar = async () => {
    if (!archivo) return setError(M.adjuntoRequerido);
    if (archivo.size > ADJUNTO_MAX_BYTES) return setError(M.adjuntoGrande);
    setBusy(true);
    try {
      const src = await leerComoDataUrl(archivo);
      await api.request(DocumentoAdjuntarDocument, { idFactura: doc.id, src, name: archivo.name, detail: detalle.trim() || null });
      notify({ type: 'success', message: M.adjuntado });
      setArchivo(null);
      setDetalle('');
      setError(null);
      recargar();
    } catch (e) {
      if (e instanceof GraphQLRequestError) setError(e.userMessage);
    } finally {
      setBusy(false);
    }
  };
  const quitar = async (id: string, src: string, name: string) => {
    if (!window.confirm(M.adjuntoQuitarConfirmar(name))) return;
    await api.request(DocumentoQuitarAdjuntoDocument, { idFactura: doc.id, id, src });
    notify({ type: 'success', message: M.adjuntoQuitado });
    recargar();
  };
  return (
    <Stack>
      {doc.adjuntos.length === 0 ? (
        <Text c="dimmed" size="sm">
          {M.sinAdjuntos}
        </Text>
      ) : (
        <Table fz="sm">
          <Table.Tbody>
            {doc.adjuntos.map((a) => (
              <Table.Tr key={a._id}>
                <Table.Td>
                  <Anchor href={a.src} download={a.name} target="_blank" rel="noopener">
                    {a.name}
                  </Anchor>
                  {a.detail ? (
                    <Text size="xs" c="dimmed">
                      {a.detail}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`${M.adjuntoQuitar} ${a.name}`} onClick={() => void quitar(a._id, a.src, a.name)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" wrap="wrap">
        <FileInput
          ref={input}
          label={M.adjuntoArchivo}
          leftSection={<IconPaperclip size={16} />}
          value={archivo}
          onChange={(f) => (setArchivo(f), setError(null))}
          error={error}
          w={260}
          clearable
        />
        <TextInput label={M.adjuntoDetalle} value={detalle} onChange={(e) => setDetalle(e.currentTarget.value)} w={220} />
        <Button onClick={() => void adjuntar()} loading={busy}>
          {M.adjuntar}
        </Button>
      </Group>
    </Stack>
  );
}
