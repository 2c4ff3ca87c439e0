// <Popup>: a core Popup; React children are rendered through a portal into the popup's content element.
import { useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Popup as CorePopup, type PopupProps as CorePopupProps } from '../core/overlays/popup.ts';
import { useMapChild } from './useMapChild.ts';

export type PopupProps = Omit<CorePopupProps, 'content'> & { children?: ReactNode; ref?: Ref<CorePopup> };

export function Popup(props: PopupProps) {
  const [content] = useState(() => (typeof document !== 'undefined' ? document.createElement('div') : undefined));
  useMapChild<CorePopupProps, CorePopup>('Popup', (q) => new CorePopup(q), props, props.children != null && content ? { content } : {});
  return props.children != null && content ? createPortal(props.children, content) : null;
}
