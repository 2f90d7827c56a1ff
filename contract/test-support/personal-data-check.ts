// The call table's check of personal data (issue 59, item 3): every row says whose personal data its answer carries,
// and a row that answers one person's details to staff names what its read records. The role matrix
// (api-server/test/contract/) runs it over the whole table; a row that breaks it is named with why.
import type { CallAccess, CallRow } from '../src/call-table';

/** Fields whose presence in an answer means it names or describes a person (a net under the declarations). */
const PERSONAL_FIELDS = new Set(['firstName', 'lastName', 'testerFirstName', 'testerLastName', 'testerName', 'tester', 'birthYear', 'email', 'phone', 'mobile', 'iban', 'street', 'content', 'answers']);

/** Every access level admits managers and admins: staff can call every row. */
const STAFF_CAN_CALL: Record<CallAccess, boolean> = { signedIn: true, tester: true, staff: true, admin: true };

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  value?: SchemaNode;
}

/**
 * 'answers' is personal as a tester's answers, a record by question id; a question's condition (`showIf.answers`,
 * the option values that ask it) is part of the questionnaire's definition and names nobody.
 */
const isPersonalField = (name: string, entry: SchemaNode): boolean => PERSONAL_FIELDS.has(name) && (name !== 'answers' || unwrapped(entry).type === 'record');
const unwrapped = (node: SchemaNode): SchemaNode => (node.wrapped ? unwrapped(node.wrapped) : node);

/** The personal field names an answer's valibot schema holds, at any depth (objects, arrays, unions, optionals, records). */
function personalFieldNames(schema: SchemaNode | undefined, seen = new Set<SchemaNode>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const inner = [schema.item, schema.wrapped, schema.value, ...(schema.options ?? [])];
  return [
    ...Object.entries(schema.entries ?? {}).flatMap(([name, entry]) => [...(isPersonalField(name, entry) ? [name] : []), ...personalFieldNames(entry, seen)]),
    ...inner.flatMap((node) => personalFieldNames(node, seen)),
  ];
}

/** What is wrong with the rows' declarations, one line per problem ('GET /user/:id: …'); empty when none. */
export function personalDataProblems(rows: readonly CallRow[]): string[] {
  return rows.flatMap((row) => {
    const name = `${row.method} ${row.path} (${row.id})`;
    if (row.personalData === undefined) return [`${name}: declares no personalData`];
    const problems: string[] = [];
    if (row.personalData === 'person' && STAFF_CAN_CALL[row.access] && !row.recordsAccess) {
      problems.push(`${name}: answers one person's details to staff without recordsAccess`);
    }
    if (row.recordsAccess && row.personalData !== 'person') problems.push(`${name}: recordsAccess on a row whose personalData is '${row.personalData}'`);
    const personal = personalFieldNames(row.output as SchemaNode);
    if (row.personalData === 'none' && personal.length > 0) problems.push(`${name}: personalData 'none', but the answer holds ${[...new Set(personal)].join(', ')}`);
    return problems;
  });
}
