export type { AccordionItemProps, AccordionProps } from './Accordion';
export { Accordion, AccordionItem } from './Accordion';
