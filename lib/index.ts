/** worthy-widgets: the whole public API. Import 'worthy-widgets/styles.css' once for the styles. */
import './styles/index.css';

export * from './model';
export * from './data';
export * from './state';
export * from './format';
export * from './widgets';
export * from './connected';
