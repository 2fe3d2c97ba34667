import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

interface DialogProps {
  show: boolean;
  onHide: () => void;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** Given: the header has a close button with this label. */
  closeLabel?: string;
  /** The dialog asks for an answer: a click outside does not close it. */
  staticBackdrop?: boolean;
  onEnter?: () => void;
  /** The dialog's buttons. */
  footer: ReactNode;
  children: ReactNode;
}

/** A centred dialog named by its h2 title: the body, and its buttons in the footer. */
export default function Dialog({
  show,
  onHide,
  titleId,
  title,
  closeLabel,
  staticBackdrop = false,
  onEnter,
  footer,
  children,
}: DialogProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={onEnter}
      backdrop={staticBackdrop ? 'static' : true}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={closeLabel !== undefined} closeLabel={closeLabel}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </Modal>
  );
}
