import '@farmkit/ui/theme.css';
import './theme.css';
import './app.css';
import { ShopFormatProvider } from '@farmkit/ui/shop-format';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { site } from './site';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ShopFormatProvider {...site.format}>
      <App />
    </ShopFormatProvider>
  </StrictMode>,
);
