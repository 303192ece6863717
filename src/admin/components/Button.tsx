/**
 * The admin's plain buttons (type="button"): one home for their classes, so a screen says which kind of button
 * it wants (primary, secondary or danger; small in a table's row) rather than spelling its classes each time.
 */
import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** Primary when not said. */
  look?: 'primary' | 'secondary' | 'danger';
  /** The small size of a button in a table's row or a section's head. */
  small?: boolean;
}

export function Button({ look = 'primary', small = false, ...props }: ButtonProps) {
  const className = ['button', look !== 'primary' && `button--${look}`, small && 'button--small'].filter(Boolean).join(' ');
  return <button type="button" className={className} {...props} />;
}
