import { openWorkspaceAt, useAuth, useWorkspace, type WorkspaceMember, workspacesApi } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { ConfirmDialog, FormField, toast } from '@liveqr/web/ui';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../ui/form-fields';
import { useWorkspaceAction } from './use-workspace-action';

/** What the API takes as a workspace's name (WorkspaceNameRequestDto). */
const MAX_NAME_LENGTH = 100;

/** Where I land once a workspace is no longer mine to see (then my workspaces are read again): my personal workspace's codes. */
const leaveFor = () => openWorkspaceAt('/dashboard');

export interface WorkspaceSettingProps {
  workspaceId: string;
  /** The workspace's name, as the reader reads it. */
  workspaceName: string;
}

/** An admin renames a team workspace. */
export function RenameWorkspace({ workspaceId, workspaceName }: WorkspaceSettingProps) {
  const { t } = useTranslation('dashboard');
  const { reload } = useWorkspace();
  const [name, setName] = useState(workspaceName);
  const action = useWorkspaceAction();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => workspacesApi.rename(workspaceId, name.trim()),
      (renamed) => {
        toast.success(t('members.renamed', { name: renamed.name }));
        void reload();
      },
    );
  };

  return (
    <form className="card form" aria-labelledby="rename-workspace-title" onSubmit={handleSubmit} noValidate>
      <h2 id="rename-workspace-title">{t('members.rename.title')}</h2>
      <FormField
        id="workspace-name"
        label={t('members.rename.label')}
        value={name}
        onChange={setName}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
      />
      <FormFailure text={action.error} />
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={action.busy || !name.trim() || name.trim() === workspaceName}
        >
          {t('members.rename.submit')}
        </button>
      </div>
    </form>
  );
}

/** A member who is not the owner leaves: they lose access at once. */
export function LeaveWorkspace({ workspaceId, workspaceName }: WorkspaceSettingProps) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { reload } = useWorkspace();
  const [confirming, setConfirming] = useState(false);
  const action = useWorkspaceAction();
  if (!user) return null;

  const handleLeave = () => {
    setConfirming(false);
    void action.run(
      () => workspacesApi.removeMember(workspaceId, user.id),
      () => {
        toast.success(t('members.leave.done', { workspace: workspaceName }));
        leaveFor();
        void reload();
      },
    );
  };

  return (
    <section className="card form" aria-labelledby="leave-workspace-title">
      <h2 id="leave-workspace-title">{t('members.leave.title')}</h2>
      <p>{t('members.leave.text', { workspace: workspaceName })}</p>
      <FormFailure text={action.error} />
      <div className="actions">
        <button type="button" className="button" disabled={action.busy} onClick={() => setConfirming(true)}>
          {t('members.leave.submit')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('members.leave.confirmTitle', { workspace: workspaceName })}
          message={t('members.leave.confirmText')}
          confirmLabel={t('members.leave.submit')}
          onConfirm={handleLeave}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

export interface TransferOwnershipProps extends WorkspaceSettingProps {
  members: WorkspaceMember[];
  /** The members' roles changed (the new owner's and mine). */
  onTransferred(): void;
}

/** The owner hands the workspace to one of its admins, and becomes an admin. */
export function TransferOwnership({ workspaceId, workspaceName, members, onTransferred }: TransferOwnershipProps) {
  const { t } = useTranslation('dashboard');
  const { reload } = useWorkspace();
  const admins = members.filter((member) => member.role === 'admin');
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const action = useWorkspaceAction();
  const heir = admins.find((member) => member.userId === chosen) ?? admins[0];

  const handleTransfer = () => {
    setConfirming(false);
    if (!heir) return;
    void action.run(
      () => workspacesApi.transfer(workspaceId, heir.userId),
      () => {
        toast.success(t('members.transfer.done', { name: heir.firstName, workspace: workspaceName }));
        onTransferred();
        // My role here is now admin.
        void reload();
      },
    );
  };

  return (
    <section className="card form" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('members.transfer.title')}</h2>
      {heir ? (
        <>
          <p>{t('members.transfer.text')}</p>
          <div className="field">
            <label htmlFor="transfer-to">{t('members.transfer.to')}</label>
            <select id="transfer-to" value={heir.userId} onChange={(event) => setChosen(event.target.value)}>
              {admins.map((admin) => (
                <option key={admin.userId} value={admin.userId}>
                  {t('members.transfer.admin', { name: admin.firstName, email: admin.email })}
                </option>
              ))}
            </select>
          </div>
          <FormFailure text={action.error} />
          <div className="actions">
            <button type="button" className="button" disabled={action.busy} onClick={() => setConfirming(true)}>
              {t('members.transfer.submit')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('members.transfer.noAdmins')}</p>
      )}
      {confirming && heir && (
        <ConfirmDialog
          title={t('members.transfer.confirmTitle', { name: heir.firstName, workspace: workspaceName })}
          message={t('members.transfer.confirmText', { name: heir.firstName })}
          confirmLabel={t('members.transfer.submit')}
          onConfirm={handleTransfer}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** The owner deletes a team workspace, with everything in it, once they have typed its name. */
export function DeleteWorkspace({ workspaceId, workspaceName }: WorkspaceSettingProps) {
  const { t } = useTranslation('dashboard');
  const { reload } = useWorkspace();
  const [typed, setTyped] = useState('');
  const action = useWorkspaceAction();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => workspacesApi.remove(workspaceId),
      () => {
        toast.success(t('members.delete.done', { workspace: workspaceName }));
        leaveFor();
        void reload();
      },
    );
  };

  return (
    <form className="card form members__danger" aria-labelledby="delete-workspace-title" onSubmit={handleSubmit}>
      <h2 id="delete-workspace-title">{t('members.delete.title')}</h2>
      <p>{t('members.delete.text')}</p>
      <FormField
        id="delete-workspace-name"
        label={t('members.delete.prompt', { workspace: workspaceName })}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
      />
      <FormFailure text={action.error} />
      <div className="actions">
        <button
          type="submit"
          className="button button--danger"
          disabled={action.busy || typed.trim() !== workspaceName}
        >
          {t('members.delete.submit')}
        </button>
      </div>
    </form>
  );
}
