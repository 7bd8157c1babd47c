// testTimeout is a global jest option (ignored per project): the API's tests start servers and databases.
jest.setTimeout(60_000);
