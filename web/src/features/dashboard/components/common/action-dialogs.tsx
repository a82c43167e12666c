import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';

/** What the dialog's footer does: its confirm label, and while `busy` a spinning one (cancel is disabled then). */
interface Action {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel?: string;
}

/** Cancel, then the action; the action submits the form `form` or runs `onConfirm`. */
function Footer({
  action,
  onCancel,
  danger,
  form,
  onConfirm,
}: {
  readonly action: Action;
  readonly onCancel: () => void;
  readonly danger?: boolean;
  readonly form?: string;
  readonly onConfirm?: () => void;
}) {
  const t = useDashboardT();
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={action.busy}>
        {t('common.cancel')}
      </Button>
      <Button
        variant={danger ? 'danger' : 'primary'}
        type={form === undefined ? 'button' : 'submit'}
        form={form}
        onClick={onConfirm}
        loading={action.busy}
      >
        {action.busy && action.busyLabel !== undefined ? action.busyLabel : action.label}
      </Button>
    </>
  );
}

/** A dialog holding a form, submitted by the footer's action (the create and rename key dialogs). */
export function FormDialog({
  title,
  size,
  onClose,
  onSubmit,
  action,
  formClassName,
  children,
}: {
  readonly title: string;
  readonly size?: 'sm' | 'md';
  readonly onClose: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly action: Action;
  readonly formClassName?: string;
  readonly children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      title={title}
      footer={<Footer action={action} onCancel={onClose} form={formId} />}
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}

/** A small dialog asking before an action that cannot be undone (revoke, regenerate, rotate). */
export function ConfirmDialog({
  open,
  title,
  text,
  onClose,
  onConfirm,
  action,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  readonly action: Action;
}) {
  return (
    <Modal
      open={open}
      size="sm"
      onClose={onClose}
      title={title}
      footer={<Footer action={action} onCancel={onClose} danger onConfirm={onConfirm} />}
    >
      <p>{text}</p>
    </Modal>
  );
}
