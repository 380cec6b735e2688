// /inventario/merma: loss types, losses and the loss-control list.
import { AjustesPage } from './ajustes-page';

export const MermaPage = () => <AjustesPage clase="MERMA" />;
