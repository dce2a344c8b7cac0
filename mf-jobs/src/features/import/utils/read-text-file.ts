/** Reads a chosen file as UTF-8 text, reporting how much of it has been read. */
export const readTextFile = (file: Blob, onProgress: (loaded: number, total: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
