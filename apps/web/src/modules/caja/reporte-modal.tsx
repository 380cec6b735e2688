// The X or Z report on screen (a PDF in the page) with its download.
import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MontosTotalesDocument, type SesionFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { descargarBlob } from '../../app/descargas';
import { reportePdf } from './exportar';
import { CAJA_MESSAGES as M } from './messages';

export function ReporteModal({ sesion, emisor, onClose }: { sesion: SesionFieldsFragment | null; emisor: string; onClose: () => void }) {
  const [pdf, setPdf] = useState<{ url: string; blob: Blob; nombre: string } | null>(null);
  useEffect(() => {
    if (!sesion) return;
    let vivo = true;
    let url: string | null = null;
    void (async () => {
      const montos = sesion.status === 'ABIERTA' ? (await api.request(MontosTotalesDocument, { sesion: sesion._id })).Movimiento.readMontosTotales : null;
      const r = await reportePdf(sesion, montos, emisor);
      url = URL.createObjectURL(r.blob);
      if (vivo) setPdf({ ...r, url });
    })();
    return () => {
      vivo = false;
      if (url) URL.revokeObjectURL(url);
      setPdf(null);
    };
  }, [sesion, emisor]);
  return (
    <AppModal opened={sesion !== null} onClose={onClose} title={sesion ? M.reporteTitulo(sesion.status !== 'ABIERTA') : ''} size="80%">
      <Stack>
        {pdf ? <iframe title={M.reporteTitulo(sesion?.status !== 'ABIERTA')} src={pdf.url} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="reporte-pdf" /> : <Loader />}
        <Group justify="flex-end">
          <Button leftSection={<IconDownload size={16} />} disabled={!pdf} onClick={() => pdf && descargarBlob(pdf.blob, pdf.nombre)} data-testid="reporte-descargar">
            {M.descargar}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
