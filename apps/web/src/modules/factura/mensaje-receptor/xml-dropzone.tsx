// Where the received XML files arrive: dropped on the area or chosen with the file picker.
import { useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';

export function XmlDropzone({ onArchivos }: { onArchivos: (files: FileList) => void }) {
  const [arrastrando, setArrastrando] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      data-testid="mr-dropzone"
      style={{ borderStyle: 'dashed', borderWidth: 2, background: arrastrando ? 'var(--mantine-color-blue-light)' : undefined, textAlign: 'center' }}
      onDragOver={(e) => {
        e.preventDefault();
        setArrastrando(true);
      }}
      onDragLeave={() => setArrastrando(false)}
      onDrop={(e) => {
        e.preventDefault();
        setArrastrando(false);
        onArchivos(e.dataTransfer.files);
      }}
    >
      <Stack align="center" gap="xs">
        <IconFileUpload size={36} />
        <Text>{M.mrSoltar}</Text>
        <Button variant="light" onClick={() => fileRef.current?.click()}>
          {M.mrElegir}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".xml,text/xml,application/xml"
          multiple
          hidden
          aria-label={M.mrElegir}
          data-testid="mr-archivos"
          onChange={(e) => {
            if (e.currentTarget.files) onArchivos(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </Stack>
    </Paper>
  );
}
