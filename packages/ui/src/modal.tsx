import { Accordion, Modal, type AccordionProps, type ModalProps } from '@mantine/core';

/** Spec 1 §2/§9: modal animation 500 ms. */
export const MODAL_ANIMATION_MS = 500;
/** Spec 1 §2/§9: accordion animation 250 ms. */
export const ACCORDION_ANIMATION_MS = 250;

export function AppModal(props: ModalProps) {
  return <Modal transitionProps={{ duration: MODAL_ANIMATION_MS, transition: 'fade-down' }} {...props} />;
}

export function AppAccordion(props: AccordionProps) {
  return <Accordion transitionDuration={ACCORDION_ANIMATION_MS} {...props} />;
}
AppAccordion.Item = Accordion.Item;
AppAccordion.Control = Accordion.Control;
AppAccordion.Panel = Accordion.Panel;
