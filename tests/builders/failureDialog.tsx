import ConfirmationFailureDialog from '../../src/features/payment/ConfirmationFailureDialog';
import { renderWithI18n, type Lang } from '../utils/render';

// The dialog shown after a failed payment confirmation, open, with no message from the service
// and the dashboard as the way on: as the payment tests and the Chinese check both render it.

export function renderFailureDialog(lang: Lang) {
  return renderWithI18n(
    <ConfirmationFailureDialog
      show
      message={null}
      onward={{ label: 'dashboard', go: () => {} }}
      onClose={() => {}}
    />,
    lang,
  );
}
