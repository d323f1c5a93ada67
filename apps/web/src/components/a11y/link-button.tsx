import type { ButtonHTMLAttributes } from 'react';
import './a11y.css';

/**
 * Text that opens something on the page (a record, a dialog) and looks like a link: a real <button>, so the keyboard
 * reaches it and Enter or Space activates it (issue 33; `<a onClick>` without href is neither). A link that goes to
 * another address stays an <a href>.
 */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`jk-link${className ? ` ${className}` : ''}`} {...rest} />;
}
