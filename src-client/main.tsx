import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import '@mantine/core/styles.css';
import './global.css';
import { App } from './App';

// The page's Content-Security-Policy forbids eval; zod must not probe for it.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
