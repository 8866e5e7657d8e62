import type { Queryable } from '../../db/database';
import { sessionInvalid } from '../../shared/app-error';
import { createUserRepository } from './user-repository';

export function createUserService(db: Queryable) {
  const users = createUserRepository(db);
  return {
    /** The signed-in borrower's phone; a session whose user is gone is no longer valid. */
    async phoneOf(userId: number): Promise<string> {
      const user = await users.findById(userId);
      if (!user) throw sessionInvalid();
      return user.phone;
    },
  };
}
