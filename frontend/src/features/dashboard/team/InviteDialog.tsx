import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Modal, Select, TextField } from '@bestelklaar/design-system';
import { fieldError, parsePasswordResetRequest, type Role } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { ROLE_OPTIONS, ROLE_SUMMARIES } from './role-options';
import { TEAM_FALLBACKS, useInvite, type InvitationInput } from './team-api';
import styles from './TeamPage.module.css';

export interface InviteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The invitation went out, to this address. */
  onInvited(email: string): void;
}

/**
 * 'Uitnodigen': an e-mail address, checked as everywhere in the app, and the role the colleague will
 * have. Give it a new key for every opening.
 */
export function InviteDialog({ open, onOpenChange, onInvited }: InviteDialogProps) {
  const formId = useId();
  const invite = useInvite();
  const { register, handleSubmit, setError, formState, watch } = useForm<InvitationInput>({
    mode: 'onTouched',
    defaultValues: { email: '', role: 'medewerker' },
  });
  const role = watch('role');

  const onSubmit = handleSubmit((input) =>
    invite.mutate(
      { email: input.email.trim(), role: input.role },
      {
        onSuccess: () => onInvited(input.email.trim()),
        onError: (error) => applyServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !invite.isPending && onOpenChange(next)}
      title="Uitnodigen"
      description="Je collega krijgt een e-mail met een link die 7 dagen geldig is."
      footer={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={invite.isPending}
          >
            Annuleren
          </Button>
          <Button type="submit" form={formId} loading={invite.isPending}>
            Uitnodiging versturen
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {invite.isError && <Alert tone="error">{messageOf(invite.error, TEAM_FALLBACKS.invite)}</Alert>}
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="off"
          required
          error={formState.errors.email?.message}
          {...register('email', {
            validate: (email) => fieldError(parsePasswordResetRequest({ email }), 'email') ?? true,
          })}
        />
        <Select
          label="Rol"
          options={ROLE_OPTIONS}
          hint={ROLE_SUMMARIES[role as Role]}
          error={formState.errors.role?.message}
          {...register('role')}
        />
      </form>
    </Modal>
  );
}
