import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, Schemas } from '@/lib/api';
import { type MutationCallbacks, staffApi, staffKeys, useStaffMutation } from '@/features/admin/api/staff-api';

type ContactMessage = Schemas['ContactMessageView'];

/** Marks a contact message handled, or not handled again; the list shows the answer at once, then reloads. */
export function useMarkHandled(
  id: string,
  callbacks?: MutationCallbacks<AnswerOf<'patch', '/api/contact/messages/{id}'>, boolean>,
) {
  return useStaffMutation(
    (handled: boolean) =>
      staffApi('patch', '/api/contact/messages/{id}', { params: { path: { id } }, body: { handled } }),
    {
      write: (queryClient, answer) =>
        queryClient.setQueryData<ContactMessage[]>(staffKeys.messages, (list) =>
          list?.map((item) => (item._id === answer.contactMessage._id ? answer.contactMessage : item)),
        ),
      reload: (queryClient) => queryClient.invalidateQueries({ queryKey: staffKeys.messages }),
    },
    callbacks,
  );
}

/** The newsletter's subscribers, newest first. */
export function useSubscribers() {
  return useQuery({
    queryKey: staffKeys.subscribers,
    queryFn: async () => (await staffApi('get', '/api/newsletter/subscribers')).subscribers,
  });
}
