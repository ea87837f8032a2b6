// What other modules may use of this one (the lint keeps them to this file).
export { AdminModule } from './admin.module';
export { AdminView, toAdminView } from './admin.view';
export { AdminsRepository } from './admins.repository';
