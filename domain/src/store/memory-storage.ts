import { jsonCopy } from '@dtp/contract/json-copy';
import type { DomainState } from '../state';
import { DUPLICATE_ROW_MESSAGE, identityOf, matches, StorageConflict, type Kind, type Meta, type Rows, type Storage, type StorageTx, type TransactionMode } from './port';

const LISTS: { [K in Kind]: 'users' | 'sheets' | 'clubs' | 'waves' | 'panels' | 'testings' | 'attachments' | 'emails' | 'history' | 'questionnaireDefinitions' | 'questionnaires' | 'clubLinks' | 'accessRecords' | 'findings' } = {
  user: 'users',
  sheet: 'sheets',
  club: 'clubs',
  wave: 'waves',
  panel: 'panels',
  testing: 'testings',
  attachment: 'attachments',
  email: 'emails',
  history: 'history',
  questionnaireDefinition: 'questionnaireDefinitions',
  questionnaire: 'questionnaires',
  clubLink: 'clubLinks',
  accessRecord: 'accessRecords',
  finding: 'findings',
};

export interface MemoryStorage extends Storage {
  /** The live state (tests inspect it; the demo persists it). */
  readonly state: DomainState;
}

/**
 * The storage port over one in-memory DomainState. Transactions run one at a time; reads hand out
 * copies, writes apply at once and are undone when the work throws. `onCommit` runs after every
 * committed write (the demo keeps the state in sessionStorage there).
 */
export function createMemoryStorage(state: DomainState, onCommit: (state: DomainState) => void = () => {}): MemoryStorage {
  const files = new Map<number, Uint8Array>();
  let queue: Promise<unknown> = Promise.resolve();

  const list = <K extends Kind>(kind: K): Rows[K][] => state[LISTS[kind]] as unknown as Rows[K][];
  const indexOf = <K extends Kind>(kind: K, row: Rows[K]): number => {
    const id = identityOf(kind, row);
    return list(kind).findIndex((r) => identityOf(kind, r) === id);
  };

  const run = async <T>(mode: TransactionMode, work: (tx: StorageTx) => Promise<T>): Promise<T> => {
    const undo: (() => void)[] = [];
    const writable = (): void => {
      if (mode === 'read') throw new Error('Schreibzugriff in einer lesenden Transaktion.');
    };
    const tx: StorageTx = {
      find: async (kind, where) => list(kind).filter((row) => matches(kind, row, where)).map((row) => jsonCopy(row)),
      insert: async (kind, row) => {
        writable();
        if (indexOf(kind, row) >= 0) throw new StorageConflict(DUPLICATE_ROW_MESSAGE);
        list(kind).push(jsonCopy(row));
        undo.push(() => list(kind).splice(indexOf(kind, row), 1));
      },
      update: async (kind, row) => {
        writable();
        const i = indexOf(kind, row);
        if (i < 0) throw new Error(`${kind} ${identityOf(kind, row)} gibt es nicht.`);
        const before = list(kind)[i] as Rows[typeof kind];
        list(kind)[i] = jsonCopy(row);
        undo.push(() => {
          list(kind)[i] = before;
        });
      },
      remove: async (kind, row) => {
        writable();
        const i = indexOf(kind, row);
        if (i < 0) return;
        const [before] = list(kind).splice(i, 1);
        undo.push(() => list(kind).splice(i, 0, before as Rows[typeof kind]));
      },
      nextId: async () => {
        writable();
        const id = state.nextId++;
        undo.push(() => {
          state.nextId = id;
        });
        return id;
      },
      meta: async () => jsonCopy(metaOf(state)),
      saveMeta: async (meta: Meta) => {
        writable();
        const before = jsonCopy(metaOf(state));
        Object.assign(state, jsonCopy(meta));
        undo.push(() => Object.assign(state, before));
      },
      file: async (id) => files.get(id) ?? null,
      putFile: async (id, content) => {
        writable();
        files.set(id, content);
        undo.push(() => files.delete(id));
      },
      removeFile: async (id) => {
        writable();
        const before = files.get(id);
        if (!before) return;
        files.delete(id);
        undo.push(() => files.set(id, before));
      },
    };
    try {
      const result = await work(tx);
      if (undo.length > 0) onCommit(state);
      return result;
    } catch (error) {
      for (const step of undo.reverse()) step();
      throw error;
    }
  };

  return {
    state,
    transaction: <T>(mode: TransactionMode, work: (tx: StorageTx) => Promise<T>): Promise<T> => {
      const result = queue.then(() => run(mode, work));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** The state's one-per-platform part; `seasons` only where recorded (absent on older states). */
function metaOf(state: DomainState): Meta {
  return { seasonYear: state.seasonYear, ...(state.seasons ? { seasons: state.seasons } : {}), settings: state.settings, admin: state.admin };
}
