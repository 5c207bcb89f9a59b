/**
 * The part of @wordpress/block-editor this block uses. WordPress provides the package at run time
 * (wp.blockEditor) but publishes no types for it; these follow its documentation.
 */
declare module '@wordpress/block-editor' {
  import type { HTMLAttributes, ReactNode, Ref } from 'react';

  /** Puts its children in the block's settings sidebar. */
  export function InspectorControls(props: {
    children?: ReactNode;
    group?: 'default' | 'settings' | 'styles' | 'advanced';
  }): ReactNode;

  /** The props of a block's outermost element: its class names, ref and editor attributes. */
  export function useBlockProps(
    props?: HTMLAttributes<HTMLDivElement>,
  ): HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };
}
