import type { ReactNode } from 'react';
import { errorId } from './use-light-form';

/** A form row: the control and, under it, its error (announced, and named by the control's aria-describedby). */
export function FieldRow({
  fieldId,
  error,
  className,
  children,
}: {
  fieldId: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`cbo-auth__field${error ? ' cbo-auth__field--error' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {error && (
        <div id={errorId(fieldId)} className="cbo-auth__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
