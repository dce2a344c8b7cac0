import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { formatCount } from '@haulage/shared/format';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';
import { sendJobCsv, type ParsedJob } from '../api/send-job-csv';
import { MAX_CSV_BYTES, percent } from '../model/example-csv';
import { importErrorLines } from '../model/import-errors';
import { readTextFile } from '../utils/read-text-file';

export interface ImportProgress {
  label: string;
  value: number;
}

/**
 * The import's steps: the CSV (read from a file or pasted), a check that writes nothing, then the
 * import of exactly the text that was checked. Any edit after a check asks for a new one.
 */
export const useCsvImport = () => {
  const { http, feedback } = usePlatform();
  const dispatch = useDispatch();
  const [csv, setCsvText] = useState('');
  const [checked, setChecked] = useState<{ csv: string; jobs: ParsedJob[] } | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [imported, setImported] = useState<number | null>(null);

  const setCsv = (text: string) => {
    setCsvText(text);
    setErrors([]);
    setImported(null);
  };

  const track = (label: string) => (done: number, total: number) => setProgress({ label, value: percent(done, total) });

  const readFile = async (file: File) => {
    if (file.size > MAX_CSV_BYTES) {
      setErrors([`${file.name} is larger than 2 MB; split it into files of at most 500 jobs`]);
      return;
    }
    const label = `Reading ${file.name}`;
    setProgress({ label, value: 0 });
    try {
      setCsv(await readTextFile(file, track(label)));
    } catch (error) {
      setErrors([errorMessage(error)]);
    } finally {
      setProgress(null);
    }
  };

  const send = async (dryRun: boolean) => {
    const label = dryRun ? 'Sending the jobs to be checked' : 'Sending the jobs to be imported';
    setErrors([]);
    setImported(null);
    setProgress({ label, value: 0 });
    try {
      const response = await sendJobCsv(http, csv, { dryRun, onProgress: track(label) });
      if (dryRun) {
        setChecked({ csv, jobs: response.data });
        return;
      }
      setChecked(null);
      setCsvText('');
      setImported(response.meta.count);
      feedback.toast('success', `${formatCount(response.meta.count, 'job')} imported`);
      dispatch(jobsApi.util.invalidateTags([{ type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard']));
    } catch (error) {
      setChecked(null);
      setErrors(importErrorLines(error));
    } finally {
      setProgress(null);
    }
  };

  return {
    csv,
    setCsv,
    readFile,
    check: () => send(true),
    importJobs: () => send(false),
    /** The checked jobs, only while the text is the one that was checked. */
    preview: checked && checked.csv === csv ? checked.jobs : null,
    progress,
    errors,
    imported,
  };
};
