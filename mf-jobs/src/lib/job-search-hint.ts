/**
 * What the jobs' server search (`_q`) looks in, as its boxes say it: the API's search declaration
 * on jobs (number, reference, goods, marks, UN number, customer, stop places).
 */
export const JOB_SEARCH_HINT = 'Job number, reference, goods, marks, UN number, customer or place';
