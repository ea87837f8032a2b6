// What other modules may use of this one (the lint keeps them to this file).
export { HealthModule } from './health.module';
