// What an admin does to a remote's releases, each confirmed in a dialog before it is sent: a rollback, a
// canary's stop or promotion, and a preview of a release that is not live.
import { css, type Theme } from '@emotion/react';
import type { Failure } from '@blueprint/shared/api';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Dialog } from '@blueprint/shared/ui/dialog';
import type { MutationKey, UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import {
  CanaryEndedError,
  previewKey,
  promoteKey,
  rollbackKey,
  stopCanaryKey,
  usePreview,
  usePromote,
  useRollback,
  useStopCanary,
  type Remote,
} from '../api/releases-api';
import { REMOTE_NAMES } from './remote-names';

/** The action an admin asked for and is confirming, with what its words name. */
export type PendingAction =
  | { kind: 'rollback'; remote: Remote; from: string; to: string }
  | { kind: 'stop'; remote: Remote; canary: string; percent: number; stable: string }
  | { kind: 'promote'; remote: Remote; canary: string; stable: string }
  | { kind: 'preview'; remote: Remote; release: string };

/** A dialog sits outside the view's styles: its release ids wrap on a phone as the view's do. */
const formStyles = (theme: Theme) => css`
  ${actionDialogStyles(theme)}
  .id {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

const TITLES: Record<PendingAction['kind'], (name: string) => string> = {
  rollback: (name) => `Roll back ${name}`,
  stop: (name) => `Stop the canary of ${name}`,
  promote: (name) => `Promote the canary of ${name}`,
  preview: (name) => `Preview ${name}`,
};

export interface ActionDialogProps {
  action: PendingAction | null;
  onClose: () => void;
  /** Once done: what to say in the view's status line. */
  onDone: (text: string) => void;
  /** Opens a path on the site (a preview link) in this tab. */
  navigate: (path: string) => void;
}

/** The confirmation of the pending action, if any: what it does, its progress, and the API's reason if refused. */
export function ActionDialog({ action, onClose, onDone, navigate }: ActionDialogProps) {
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      title={action ? TITLES[action.kind](REMOTE_NAMES[action.remote]) : ''}
      maxWidth="32rem"
    >
      {action?.kind === 'rollback' && (
        <RollbackForm key={`${action.remote}-${action.to}`} action={action} onCancel={onClose} onDone={onDone} />
      )}
      {action?.kind === 'stop' && (
        <StopCanaryForm key={`${action.remote}-${action.canary}`} action={action} onCancel={onClose} onDone={onDone} />
      )}
      {action?.kind === 'promote' && (
        <PromoteForm key={`${action.remote}-${action.canary}`} action={action} onCancel={onClose} onDone={onDone} />
      )}
      {action?.kind === 'preview' && (
        <PreviewForm
          key={`${action.remote}-${action.release}`}
          action={action}
          onCancel={onClose}
          onDone={(text, path) => {
            onDone(text);
            navigate(path);
          }}
        />
      )}
    </Dialog>
  );
}

interface ConfirmFormProps<TData, TVariables> {
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  mutationKey: MutationKey;
  /** What the submit sends. */
  variables: TVariables;
  /** A refusal in the dialog's words ("Could not promote …: <the API's reason>"). */
  describeFailure: (error: unknown) => Failure;
  label: string;
  busyLabel: string;
  onSuccess: (answer: TData) => void;
  onCancel: () => void;
  /** What the action does, in words. */
  children: ReactNode;
}

/** A confirmation whose submit sends the action: its progress on the button, a refusal in its status line. */
function ConfirmForm<TData, TVariables>({
  mutation,
  mutationKey,
  variables,
  describeFailure,
  label,
  busyLabel,
  onSuccess,
  onCancel,
  children,
}: ConfirmFormProps<TData, TVariables>) {
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(mutation, {
    mutationKey,
    describeFailure,
    onSuccess,
  });
  return (
    <form ref={formRef} css={formStyles} noValidate aria-busy={submitting} onSubmit={onSubmit(() => accept(variables))}>
      {children}
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label={label} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}

const Id = ({ children }: { children: string }) => <span className="id">{children}</span>;

interface FormProps<Kind extends PendingAction['kind']> {
  action: Extract<PendingAction, { kind: Kind }>;
  onCancel: () => void;
  onDone: (text: string) => void;
}

/** What goes live in place of what, and when it takes effect. */
function RollbackForm({ action: { remote, from, to }, onCancel, onDone }: FormProps<'rollback'>) {
  const name = REMOTE_NAMES[remote];
  return (
    <ConfirmForm
      mutation={useRollback()}
      mutationKey={rollbackKey}
      variables={remote}
      // The API's 409 (the gate's refusal, or nothing to roll back to) reads as it says.
      describeFailure={describeActionFailure(`Could not roll back ${name}`)}
      label="Roll back"
      busyLabel="Rolling back…"
      onSuccess={(answer) => onDone(`${name} is back on ${answer.live}. It takes effect on the next page load.`)}
      onCancel={onCancel}
    >
      <p>
        Make <Id>{to}</Id> the live release of {name} again, in place of <Id>{from}</Id>? Every page load after this
        uses it; a tab already open keeps the release it loaded until it is reloaded.
      </p>
    </ConfirmForm>
  );
}

/** The canary's visitors back on the stable release (the rollback route ends a running canary). */
function StopCanaryForm({ action: { remote, canary, percent, stable }, onCancel, onDone }: FormProps<'stop'>) {
  const name = REMOTE_NAMES[remote];
  return (
    <ConfirmForm
      mutation={useStopCanary()}
      mutationKey={stopCanaryKey}
      variables={{ remote, canary }}
      describeFailure={(error) =>
        error instanceof CanaryEndedError
          ? { message: `${error.message} Nothing was changed.`, fields: {} }
          : describeActionFailure(`Could not stop the canary of ${name}`)(error)
      }
      label="Stop"
      busyLabel="Stopping…"
      onSuccess={(answer) =>
        onDone(`The canary of ${name} has ended: everyone is on ${answer.live}. It takes effect on the next page load.`)
      }
      onCancel={onCancel}
    >
      <p>
        End the canary of {name}? The {percent}% of visitors on <Id>{canary}</Id> go back to <Id>{stable}</Id> on their
        next page load; a tab already open keeps the release it loaded until it is reloaded.
      </p>
    </ConfirmForm>
  );
}

/** The canary made the stable release for everyone. */
function PromoteForm({ action: { remote, canary, stable }, onCancel, onDone }: FormProps<'promote'>) {
  const name = REMOTE_NAMES[remote];
  return (
    <ConfirmForm
      mutation={usePromote()}
      mutationKey={promoteKey}
      variables={remote}
      // The API's 409 (no canary runs now, the gate's refusal) reads as it says.
      describeFailure={describeActionFailure(`Could not promote the canary of ${name}`)}
      label="Promote"
      busyLabel="Promoting…"
      onSuccess={(answer) =>
        onDone(`${name} is on ${answer.live} for everyone. It takes effect on the next page load.`)
      }
      onCancel={onCancel}
    >
      <p>
        Make <Id>{canary}</Id> the live release of {name} for every visitor, in place of <Id>{stable}</Id>? Every page
        load after this uses it; a rollback goes back to <Id>{stable}</Id>.
      </p>
    </ConfirmForm>
  );
}

/** A preview link asked for, then opened in this tab: the release for this browser alone. */
function PreviewForm({
  action: { remote, release },
  onCancel,
  onDone,
}: Omit<FormProps<'preview'>, 'onDone'> & { onDone: (text: string, path: string) => void }) {
  const name = REMOTE_NAMES[remote];
  return (
    <ConfirmForm
      mutation={usePreview()}
      mutationKey={previewKey}
      variables={{ remote, release }}
      // A 404 (previews not set up on this API, or no such release) reads as the API says.
      describeFailure={describeActionFailure(`Could not preview ${name} ${release}`)}
      label="Preview"
      busyLabel="Opening the preview…"
      onSuccess={(link) => onDone(`Opening the preview of ${name} ${link.release}…`, link.path)}
      onCancel={onCancel}
    >
      <p>
        Open the site with <Id>{release}</Id> of {name}, in this browser only? No other visitor sees it. The site shows
        a badge while the preview holds; its End preview button, or the preview’s expiry, ends it.
      </p>
    </ConfirmForm>
  );
}
