// Visible texts of the shared widgets. The error-page texts are spec/messages.tsv's, verbatim.
export const UI_MESSAGES = {
  errorNotFound: 'La página que buscas no se encuentra.',
  errorHome: 'INICIO',
  errorGeneric: 'Ha ocurrido un error, recarga la página para continuar.',
  errorReload: 'RECARGAR',
  errorDetail: 'Detalle del error',
  copy: 'Copiar',
  copied: 'Copiado',
  close: 'Cerrar',
  scrollTop: 'Volver arriba',
  more: 'Más',
  breadcrumbHome: 'Inicio',
  gridLoading: 'Cargando…',
  gridEmpty: 'No hay registros para mostrar',
  tagPlaceholder: 'Escriba y pulse Enter',
  colorLabel: 'Color',
} as const;
