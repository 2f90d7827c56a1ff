import { useConfig, type RemoteName } from '@dtp/api-client';
import { RemoteError, remoteAreas } from '@dtp/shared-ui';
import { loadRemoteRoutes } from '../federation/remote-routes';

/**
 * An address that may belong to a remote whose manifest could not be read (its server is down): the German error
 * naming the area, with a retry that reads the manifest again; once it is read, the address shows its screen.
 */
export function RemoteRoutesFailure({ remotes: failed }: { remotes: readonly RemoteName[] }) {
  const config = useConfig();
  const names = failed.map((remote) => `„${remoteAreas[remote]}“`);
  const title =
    names.length === 1
      ? `Der Bereich ${names[0]} konnte nicht geladen werden.`
      : `Die Bereiche ${names.slice(0, -1).join(', ')} und ${names.at(-1)} konnten nicht geladen werden.`;
  return (
    <RemoteError
      title={title}
      detail={failed.map((remote) => `${config.remotes[remote]}: nicht erreichbar`).join(' · ')}
      onRetry={() => void loadRemoteRoutes(config, failed, { fresh: true })}
    />
  );
}
