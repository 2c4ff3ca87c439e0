// <Popup>: a core Popup; React children are rendered through a portal into the popup's content element.
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Popup as CorePopup, type PopupProps as CorePopupProps } from '../core/popup.ts';
import { coreProps, useMapChild } from './useMapChild.ts';

export type PopupProps = Omit<CorePopupProps, 'content'> & { children?: ReactNode };

export function Popup(props: PopupProps) {
  const [content] = useState(() => (typeof document !== 'undefined' ? document.createElement('div') : undefined));
  const p = coreProps<CorePopupProps>(props);
  if (props.children != null && content) p.content = content;
  useMapChild('Popup', (q) => new CorePopup(q), p);
  return props.children != null && content ? createPortal(props.children, content) : null;
}
