import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { adminProducts, categoryNames, onProducts, productPage } from '../fixtures/catalogue';
import { openNavigation } from '../fixtures/navigation';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

/** The query strings the list asked the API for, newest last. */
let asked: URLSearchParams[] = [];

const meta = {
  title: 'Back-office/Products',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/products" />,
  beforeEach({ msw }) {
    asked = [];
    msw.use(
      ...signedInAs('manager'),
      categoryNames(),
      onProducts((request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const category = query.get('category');
        return HttpResponse.json(
          productPage(
            category ? adminProducts.filter((product) => product.category === category) : adminProducts,
          ),
        );
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('grid', { name: 'Products' }));
    const eggs = await table.findByRole('row', { name: /Fresh Farm Eggs/ });
    await expect(within(eggs).getByText('₦4,800.00')).toBeVisible();
    await expect(within(eggs).getByText('Published')).toBeVisible();
    await expect(within(eggs).queryByText('Low')).not.toBeInTheDocument();
    // At its threshold (3 of 3) a product is low; at none, out.
    await expect(within(table.getByRole('row', { name: /Dwarf Goat/ })).getByText('Low')).toBeVisible();
    const bull = table.getByRole('row', { name: /White Fulani bull/ });
    await expect(within(bull).getByText('Out')).toBeVisible();
    await expect(within(bull).getByText('Unpublished')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
    const nav = await openNavigation(canvas, userEvent);
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the rows are cards. */
export const ListOnPhone: Story = { ...List, globals: onPhone };

/** A category chosen and a column header pressed: both go to the API and into the URL. */
export const FilterAndSort: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = within(await canvas.findByRole('grid', { name: 'Products' }));
    await table.findByRole('row', { name: /Fresh Farm Eggs/ });

    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Grains' }));
    await waitFor(() => expect(asked.at(-1)?.get('category')).toBe('Grains'));
    await expect(await table.findByRole('row', { name: /Yellow maize/ })).toBeVisible();
    await expect(table.queryByRole('row', { name: /Fresh Farm Eggs/ })).not.toBeInTheDocument();

    await userEvent.click(table.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('price'));
    await userEvent.click(table.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('-price'));
    await expect(asked.at(-1)?.get('category')).toBe('Grains');
    await expect(table.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Opened from a shared link: the URL's filters are the request's. */
export const FromTheUrl: Story = {
  render: () => <StoryApp url="/products?q=goat&published=true&ordering=-stock&page=2" />,
  beforeEach({ msw }) {
    msw.use(
      onProducts((request) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(productPage(adminProducts.slice(1, 2), 26));
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /Dwarf Goat/ });
    const query = asked.at(-1);
    await expect(Object.fromEntries(query ?? [])).toEqual({
      q: 'goat',
      published: 'true',
      ordering: '-stock',
      page: '2',
    });
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('goat');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A packer reads the catalogue but cannot add to it. */
export const AsPacker: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('row', { name: /Fresh Farm Eggs/ });
    await expect(canvas.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    const nav = await openNavigation(canvas, userEvent);
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Categories' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const NoneMatch: Story = {
  render: () => <StoryApp url="/products?q=cassava" />,
  beforeEach({ msw }) {
    msw.use(onProducts(() => HttpResponse.json(productPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No product matches these filters.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      onProducts(() =>
        HttpResponse.json({ detail: 'Something went wrong.', code: 'server_error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
