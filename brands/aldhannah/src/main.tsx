import { PortalApp } from '@portal/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from './brand.config';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <PortalApp brand={brand} />
  </StrictMode>,
);
