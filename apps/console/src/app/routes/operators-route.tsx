import { OperatorsPage } from '../../features/operators/components/operators-page';

export const Component = OperatorsPage;
