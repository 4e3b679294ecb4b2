import { useMatch } from 'react-router';
import { CreateQrPage } from './create-qr-page';
import { EditQrPage } from './edit-qr-page';
import '../features/wizard/creator.css';

/** The creator micro-frontend: /create-qr (the two-step wizard) and /qr-codes/:id/edit. */
export default function CreatorApp() {
  const editing = useMatch('/qr-codes/:id/edit');
  return editing?.params.id ? <EditQrPage id={editing.params.id} /> : <CreateQrPage />;
}
