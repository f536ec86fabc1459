/** The editor as a controlled form field: its value is the HTML of the content. */
export interface RichTextProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /**
   * Height of the editing area in px, scrolling beyond it (docs/web-client.md section 9: 300 for the second
   * editor type). Without it the area grows with its content from `minHeight`.
   */
  height?: number;
  /** Smallest height of the growing editing area in px (default 200). */
  minHeight?: number;
  readOnly?: boolean;
  /** Size limit of an inserted image in MB (default 5; 0 for none). */
  fileSize?: number;
  placeholder?: string;
  /** The accessible name of the editing area (a contenteditable cannot be named by a <label>). */
  label?: string;
  /** Given by Form.Item: put on the editing area, so the label points at it. */
  id?: string;
}
