import { storiesProject } from './vitest.config';

export default storiesProject;
