import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt';

/** Shows 'Versi baru tersedia · Muat ulang' in a root of its own at the end of the page. */
export function showUpdatePrompt(onReload: () => void): void {
  const host = document.createElement('div');
  host.dataset.updatePrompt = '';
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt onReload={onReload} />);
}
