import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type AnswerOf, ApiError, callApi, type Schemas } from '@/lib/api';
import { type MutationCallbacks, staffApi, staffKeys, useStaffMutation } from '@/features/admin/api/staff-api';

type Admin = Schemas['AdminView'];
export type NewAdmin = Schemas['CreateAdminDto'] & { phone: string };

/** A moderator asked for the staff accounts. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The staff accounts; a 403 (a moderator) is not tried again. */
export function useAdmins() {
  return useQuery({
    queryKey: staffKeys.admins,
    queryFn: async () => (await staffApi('get', '/api/admin/admins')).admins,
    retry: (failures, error) => !isForbidden(error) && failures < 1,
  });
}

const reload = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffKeys.admins });

/** Activates a deactivated account, or deactivates an active one. */
export function useSetAdminActive(callbacks?: MutationCallbacks<AnswerOf<'patch', '/api/admin/admins/{id}'>, Admin>) {
  return useStaffMutation(
    (admin: Admin) =>
      staffApi('patch', '/api/admin/admins/{id}', {
        params: { path: { id: admin._id } },
        body: { isActive: !admin.isActive },
      }),
    { reload },
    callbacks,
  );
}

export function useDeleteAdmin(callbacks?: MutationCallbacks<AnswerOf<'delete', '/api/admin/admins/{id}'>, Admin>) {
  return useStaffMutation(
    (admin: Admin) => staffApi('delete', '/api/admin/admins/{id}', { params: { path: { id: admin._id } } }),
    { reload },
    callbacks,
  );
}

export function useCreateAdmin(callbacks?: MutationCallbacks<AnswerOf<'post', '/api/admin/admins'>, NewAdmin>) {
  return useStaffMutation((body: NewAdmin) => staffApi('post', '/api/admin/admins', { body }), { reload }, callbacks);
}

/** SPEC.md's Create Test Admin: the server makes the first account only while none exists. */
export function useCreateTestAdmin(
  callbacks?: MutationCallbacks<AnswerOf<'post', '/api/admin/create-initial-admin'>, void>,
) {
  return useStaffMutation(() => callApi('post', '/api/admin/create-initial-admin'), { reload }, callbacks);
}
