"""Stand-in for a module the model zoo imports (zoo28_sweep: names only, enough to import)."""
class EasyDict(dict):
    def __init__(self, d=None, **kw):
        super().__init__()
        for k, v in dict(d or {}, **kw).items():
            self[k] = EasyDict(v) if isinstance(v, dict) else v
    def __getattr__(self, k):
        try: return self[k]
        except KeyError: raise AttributeError(k)
    def __setattr__(self, k, v): self[k] = v
