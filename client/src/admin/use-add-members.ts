import type { AddMembersMutation } from '../gql/graphql';
import { useAddMembersMutation } from '../gql/hooks';
import type { DraftMember } from './add-member-lines';
import type { AddMemberRow } from './components/AddMemberResults';

type ServerLine = AddMembersMutation['addMembers']['lines'][number];

/** Sends drafts to `addMembers` and answers each as a result row (with the server's line and reason). */
export function useAddMembers() {
  const [addMembers, state] = useAddMembersMutation();
  const send = async (drafts: DraftMember[]): Promise<{ rows: AddMemberRow[]; lines: ServerLine[] }> => {
    const result = await addMembers({
      variables: {
        input: drafts.map((d) => ({ email: d.email, displayName: d.displayName, role: d.role })),
      },
    });
    const lines = result.data?.addMembers.lines ?? [];
    const stamp = Date.now().toString(36);
    const rows = lines.map((line, index): AddMemberRow => {
      const draft = drafts[index];
      return {
        key: `${stamp}-${index}`,
        line: draft?.line ?? line.line,
        email: line.email,
        displayName: line.member?.displayName ?? draft?.displayName ?? '',
        role: line.member?.role ?? draft?.role ?? 'MEMBER',
        added: line.added,
        problem: line.message,
      };
    });
    return { rows, lines };
  };
  return { send, loading: state.loading };
}
