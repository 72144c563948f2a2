import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button, type ButtonProps } from './Button';

interface FileButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** MIME types or extensions, e.g. `image/*`. */
  accept: string[];
  /** Opens the camera on a phone instead of the file chooser. */
  camera?: 'environment' | 'user';
  allowsMultiple?: boolean;
  onSelect(files: File[]): void;
  children: ReactNode;
}

/** A button that lets the user choose files, or take a photo on a phone. */
export function FileButton({
  accept,
  camera,
  allowsMultiple,
  onSelect,
  children,
  ...props
}: FileButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={accept}
      defaultCamera={camera}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => onSelect(list ? Array.from(list) : [])}
    >
      <Button {...props}>{children}</Button>
    </FileTrigger>
  );
}
