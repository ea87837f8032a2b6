// What other modules may use of this one (the lint keeps them to this file).
export { MetricsModule, MetricsPortError, MetricsServer } from './metrics.module';
export { Metrics, type OutboxFigures } from './metrics';
