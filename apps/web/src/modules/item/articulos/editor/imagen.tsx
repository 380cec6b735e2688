// The item's main image: chosen from a file, made smaller in the browser when it is bigger than the
// server takes (2 MB) or than a list needs, then stored as the issuer's file (Item.setImage).
import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { BorrarItemImagenDocument, GuardarItemImagenDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { notify } from '../../../../app/notify';
import { ITEM_MESSAGES as M } from '../../messages';

const MAXIMO = 2 * 1024 * 1024;
const LADO = 1200;

const leer = (f: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(typeof r.result === 'string' ? r.result : '');
    r.onerror = () => reject(r.error ?? new Error('lectura'));
    r.readAsDataURL(f);
  });

/** The file as a data: URL, re-encoded as JPEG of at most 1200 px when it is too big. */
async function comoDataUrl(f: File): Promise<string> {
  if (f.size <= MAXIMO / 2 || f.type === 'image/gif') return leer(f);
  const bmp = await createImageBitmap(f);
  const k = Math.min(1, LADO / Math.max(bmp.width, bmp.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bmp.width * k);
  canvas.height = Math.round(bmp.height * k);
  canvas.getContext('2d')?.drawImage(bmp, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

export function ItemImagen({ itemId, src, onCambio }: { itemId: string | null; src: string | null; onCambio: () => void }) {
  const [subiendo, setSubiendo] = useState(false);
  if (!itemId) return <Text size="sm" c="dimmed">{M.imagenTras}</Text>;
  const subir = async (f: File | null) => {
    if (!f) return;
    setSubiendo(true);
    try {
      const image = await comoDataUrl(f);
      await api.request(GuardarItemImagenDocument, { id: itemId, image, name: 'main' });
      notify({ type: 'success', message: M.imagenGuardada });
      onCambio();
    } catch {
      /* the API client already showed the refusal */
    } finally {
      setSubiendo(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {M.imagen}
      </Text>
      {src ? <Image src={src} alt={M.imagen} h={120} w={120} fit="contain" radius="sm" /> : null}
      <Group gap="xs">
        <FileButton onChange={(f) => void subir(f)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />} loading={subiendo}>
              {M.subirImagen}
            </Button>
          )}
        </FileButton>
        {src ? (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void api.request(BorrarItemImagenDocument, { id: itemId, image: src }).then(onCambio)}>
            {M.quitarImagen}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
