// The federation runtime is the shell's network boundary to the remotes: tests replace it with this fake,
// whose modules resolve, fail or hang as a test decides.
type Loader = () => Promise<unknown>;

export const federation = {
  modules: new Map<string, Loader>(),
  registered: [] as Array<{ remotes: Array<{ name: string; entry: string }>; options?: { force?: boolean } }>,
  reset() {
    this.modules.clear();
    this.registered = [];
  },
};

export const runtimeMock = {
  loadRemote: jest.fn((id: string) => {
    const loader = federation.modules.get(id);
    return loader ? loader() : Promise.reject(new Error(`no module ${id}`));
  }),
  registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => {
    federation.registered.push({ remotes, options });
  }),
};
