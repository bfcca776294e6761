import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CarouselAutoplay } from '../../components/useCarouselAutoplay';
import { StoryFrame } from '../../fixtures/StoryFrame';
import { LivestockCarousel } from './LivestockCarousel';

const width = (px: number) => ({
  name: `${px}px`,
  styles: { width: `${px}px`, height: '800px' },
  type: 'desktop',
});

const meta = {
  title: 'Pages/Landing/Livestock carousel',
  component: LivestockCarousel,
  parameters: {
    layout: 'fullscreen',
    // One width inside each range: 4 per view from 1024px, 3 from 768px, 2 from 640px, else 1.
    viewport: { options: { w1280: width(1280), w900: width(900), w700: width(700), w390: width(390) } },
  },
  tags: ['screenshot'],
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof LivestockCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slides wholly inside the carousel's box: what a visitor sees at once. */
function visibleSlides(canvasElement: HTMLElement) {
  const carousel = canvasElement.querySelector('.livestock-carousel') as HTMLElement;
  const box = carousel.getBoundingClientRect();
  return Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).filter(
    (slide) => {
      const { left, right } = slide.getBoundingClientRect();
      return left >= box.left - 1 && right <= box.right + 1;
    },
  );
}

const showsPerView =
  (count: number): Story['play'] =>
  async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our livestock' })).toBeVisible();
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(count));
    await expect(visibleSlides(canvasElement)[0]).toHaveTextContent('Chicks & chickens');
    await expect(canvas.getByRole('img', { name: 'A rooster with two young chicks' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Livestock slides' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    // No arrows and no pagination; stories hold the slides still, so there is nothing to pause.
    await expect(canvas.queryByRole('button')).toBeNull();
  };

export const FourPerView: Story = { globals: { viewport: { value: 'w1280' } }, play: showsPerView(4) };
export const ThreeUnder1024px: Story = { globals: { viewport: { value: 'w900' } }, play: showsPerView(3) };
export const TwoUnder768px: Story = { globals: { viewport: { value: 'w700' } }, play: showsPerView(2) };
export const OneUnder640px: Story = { globals: { viewport: { value: 'w390' } }, play: showsPerView(1) };

/** Moving on its own, the carousel offers a button that stops it (WCAG 2.2.2) and starts it again. */
export const PauseAndPlay: Story = {
  tags: ['!screenshot'],
  globals: { viewport: { value: 'w1280' } },
  decorators: [
    (Story) => (
      <CarouselAutoplay value={true}>
        <Story />
      </CarouselAutoplay>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the livestock slides' }));
    const play = canvas.getByRole('button', { name: 'Play the livestock slides' });
    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pause the livestock slides' })).toBeVisible();
  },
};
