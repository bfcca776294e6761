import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CarouselAutoplay } from '../../../components/useCarouselAutoplay';
import { sampleDiscount } from '../../../fixtures/shop';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';
import '../../../styles';
import { type Banner, BannerCarousel } from './BannerCarousel';
import { homeSlides } from './HomeBanners';

/** The home page's slides while the shop offers its first-order discount: the farm's, then the offer's. */
const slides = homeSlides(sampleDiscount);
const [first, second] = slides as readonly [Banner, Banner];

const meta = {
  title: 'Pages/Shop/Banner carousel',
  component: BannerCarousel,
  parameters: { viewport: viewportOptions },
  tags: ['screenshot'],
  args: { banners: slides, label: 'Highlights' },
  // Still, so each story shows the slide it names whatever the time it took to render.
  decorators: [
    (Story) => (
      <CarouselAutoplay value={false}>
        <Story />
      </CarouselAutoplay>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide whose text is on screen: it fills the carousel's box, and the others wait beside it, clipped. */
async function expectShown(canvasElement: HTMLElement, title: string) {
  const carousel = within(canvasElement).getByRole('region', { name: 'Highlights' });
  const slide = within(canvasElement).getByText(title).closest('[aria-roledescription="slide"]');
  await waitFor(() => {
    const box = carousel.getBoundingClientRect();
    const shown = slide?.getBoundingClientRect();
    expect(Math.abs((shown?.left ?? Number.NaN) - box.left)).toBeLessThan(1);
    expect(Math.abs((shown?.right ?? Number.NaN) - box.right)).toBeLessThan(1);
  });
}

export const FirstSlide: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expectShown(canvasElement, first.title);
    await expect(canvas.getByRole('link', { name: first.action.label })).toHaveAttribute(
      'href',
      first.action.href,
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
  },
};

export const SecondSlide: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectShown(canvasElement, second.title);
    await expect(canvas.getByRole('link', { name: second.action.label })).toHaveAttribute(
      'href',
      second.action.href,
    );
  },
};

/** The carousel loops: back from the first slide is the last. */
export const LoopsBackwards: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectShown(canvasElement, second.title);
  },
};

export const DotsChooseTheSlide: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dot = canvas.getByRole('button', { name: 'Go to slide 2' });
    await userEvent.click(dot);
    await expectShown(canvasElement, second.title);
    await waitFor(() => expect(dot).toHaveAttribute('aria-current', 'true'));
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, first.title);
  },
};
