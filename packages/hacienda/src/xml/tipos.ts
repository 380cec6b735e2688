// Document types: root element, namespace, schema file and schema tree for each code.
import type { DocShape } from './shape';
import { SHAPES_V43, SHAPES_V44 } from './shapes.generated';
import type { TipoDocumento, VersionEsquema } from './types';

export type InfoTipo = {
  readonly codigo: TipoDocumento;
  /** Short name used in the spec and the app (FE, ND, NC, TE, MR, FEC, FEE, REP). */
  readonly sigla: string;
  readonly nombre: string;
  readonly shape: DocShape;
  /** Schema file, relative to the package's xsd/xsd-4.4/rev-2026 folder. */
  readonly xsd: string;
};

const info = (codigo: TipoDocumento, sigla: string, nombre: string, shape: DocShape): InfoTipo => ({
  codigo,
  sigla,
  nombre,
  shape,
  xsd: `${shape.root}_V4.4.xsd`,
});

export const TIPOS: Readonly<Record<TipoDocumento, InfoTipo>> = {
  '01': info('01', 'FE', 'Factura electrónica', SHAPES_V44['01']),
  '02': info('02', 'ND', 'Nota de débito electrónica', SHAPES_V44['02']),
  '03': info('03', 'NC', 'Nota de crédito electrónica', SHAPES_V44['03']),
  '04': info('04', 'TE', 'Tiquete electrónico', SHAPES_V44['04']),
  '05': info('05', 'MR', 'Mensaje receptor: aceptación', SHAPES_V44.MR),
  '06': info('06', 'MR', 'Mensaje receptor: aceptación parcial', SHAPES_V44.MR),
  '07': info('07', 'MR', 'Mensaje receptor: rechazo', SHAPES_V44.MR),
  '08': info('08', 'FEC', 'Factura electrónica de compra', SHAPES_V44['08']),
  '09': info('09', 'FEE', 'Factura electrónica de exportación', SHAPES_V44['09']),
  '10': info('10', 'REP', 'Recibo electrónico de pago', SHAPES_V44['10']),
};

export const TIPOS_DOCUMENTO = Object.keys(TIPOS).sort() as TipoDocumento[];

/** Every schema this package can read, by namespace: version, kind and tree. */
export type Esquema = {
  readonly version: VersionEsquema;
  /** A comprobante's type code, or MR / MH for the messages. */
  readonly clase: TipoDocumento | 'MR' | 'MH';
  readonly shape: DocShape;
};

const SETS: readonly (readonly [VersionEsquema, Record<string, DocShape>])[] = [
  ['4.4', SHAPES_V44],
  ['4.3', SHAPES_V43],
];

export const ESQUEMAS_POR_NS: ReadonlyMap<string, Esquema> = new Map(
  SETS.flatMap(([version, set]) =>
    Object.entries(set).map(([clase, shape]): [string, Esquema] => [
      shape.ns,
      { version, clase: clase as Esquema['clase'], shape },
    ]),
  ),
);

export const NS_MENSAJE_HACIENDA = SHAPES_V44.MH.ns;
