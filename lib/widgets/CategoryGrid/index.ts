export { CategoryGrid, type CategoryGridProps, type GridCard } from './CategoryGrid';
