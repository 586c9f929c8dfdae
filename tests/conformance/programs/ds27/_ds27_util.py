"""Helpers shared by the ds27 programs (seeded random dataset transforms, session 27)."""
import numpy as np


def _emit(label, value):
    import _conf        # looked up at each call: the harness installs a fresh _conf module for every program run

    _conf.emit(label, value)


def images(n=6, h=9, w=8, c=3):
    """``n`` distinct uint8 images <h, w, c> (np.arange, wrapping at 256)."""
    return (np.arange(n * h * w * c) % 256).astype(np.uint8).reshape(n, h, w, c)


def rows(d, num_epochs=1):
    """The rows of ``num_epochs`` epochs of one iterator, each row as lists."""
    it = d.create_tuple_iterator(num_epochs=num_epochs, output_numpy=True)
    return [[[c.tolist() for c in r] for r in it] for _ in range(num_epochs)]


def mapped(label, ops, data, seed=11, workers=1, num_epochs=1, columns=None):
    """Emit the rows of ``data`` mapped through ``ops`` after ``ds.config.set_seed(seed)`` (the error class and
    first line of a failure)."""
    import mindspore.dataset as ds

    ds.config.set_seed(seed)
    try:
        names = columns or ["image"]
        d = ds.NumpySlicesDataset(data, column_names=names, shuffle=False)
        d = d.map(ops, input_columns=names, num_parallel_workers=workers)
        _emit(label, rows(d, num_epochs))
    except Exception as e:  # noqa: BLE001
        s = str(e)
        k = s.find("[ERROR]")
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        _emit(label, (cls, (s[k:] if k >= 0 else s).splitlines()[0][:120]))
