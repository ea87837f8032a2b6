// What other modules may use of the analytics (the lint keeps them to this file).
export { AnalyticsModule } from './analytics.module';
