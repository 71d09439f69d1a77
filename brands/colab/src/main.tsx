import { startPortal } from '@portal/features';
import { brand } from './brand.config';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
void startPortal(brand, root);
