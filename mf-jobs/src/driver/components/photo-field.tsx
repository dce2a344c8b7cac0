import { useId } from 'react';

interface PhotoFieldProps {
  label: string;
  countText: string;
  photos: File[];
  onChange(photos: File[]): void;
}

/** Photos from the phone's camera (or its gallery); each pick adds to those already chosen. */
export const PhotoField = ({ label, countText, photos, onChange }: PhotoFieldProps) => {
  const id = useId();
  return (
    <div className="dr-field">
      <label className="dr-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="dr-input"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        onChange={(event) => onChange([...photos, ...Array.from(event.target.files ?? [])])}
      />
      {photos.length > 0 && <p className="dr-muted">{countText}</p>}
    </div>
  );
};
