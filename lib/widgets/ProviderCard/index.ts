export { ProviderCard, type ProviderCardProps } from './ProviderCard';
export { HomeProviderCard, type HomeProviderCardProps } from './HomeProviderCard';
