// Stands in for axios/lib/adapters/fetch.js in the browser builds (webpack-config.cjs,
// axiosWithoutFetchAlias, says why). Same exports; getFetch() gives the answer axios's own
// gives where fetch is missing, so asking for the fetch adapter fails as "not supported by the
// environment" instead of sending.
export const getFetch = () => false;

export default false;
