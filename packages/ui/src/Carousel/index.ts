export type { CarouselItem, CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
