import { createRoot } from 'react-dom/client';
import { GalleryApp } from './gallery-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<GalleryApp />);
