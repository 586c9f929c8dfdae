"""Helpers shared by the ds26 programs (MindSpore's dataset unit tests, session 26)."""


def _emit(label, value):
    import _conf        # looked up at each call: the harness installs a fresh _conf module for every program run

    _conf.emit(label, value)


def err(label, fn):
    """Emit ``fn()``, or the error class and the first line of its message (from '[ERROR]' where MindSpore's
    pipeline errors put it)."""
    try:
        _emit(label, fn())
    except Exception as e:  # noqa: BLE001
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        s = str(e)
        k = s.find("[ERROR]")
        _emit(label, (cls, (s[k:] if k >= 0 else s).splitlines()[0][:120]))


def rows(d, num_epochs=1):
    """Each row of one epoch as lists of Python values."""
    return [[c.tolist() for c in r] for r in d.create_tuple_iterator(num_epochs=num_epochs, output_numpy=True)]
