// What other modules may use of this one (the lint keeps them to this file).
export { AuthModule } from './auth.module';
export { QUIET_RESET } from './sign-in-attempts.repository';
