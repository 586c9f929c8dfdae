"""Helpers: compare a function run eagerly with its compiled forms; find a line of a test's source."""
import inspect

import numpy as np

import msgraph as ms


def same(a, b):
    """Structural equality of results from both modes: values (to fp tolerance) AND dtypes."""
    if isinstance(a, ms.Tensor) or isinstance(b, ms.Tensor):
        assert isinstance(a, ms.Tensor) and isinstance(b, ms.Tensor), (type(a), type(b))
        assert a.dtype == b.dtype, (a.dtype, b.dtype)
        assert a.shape == b.shape, (a.shape, b.shape)
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-5, atol=1e-6)
        return
    if isinstance(a, (tuple, list)):
        assert type(a) is type(b) and len(a) == len(b), (a, b)
        for x, y in zip(a, b):
            same(x, y)
        return
    if isinstance(a, dict):
        assert a.keys() == b.keys()
        for k in a:
            same(a[k], b[k])
        return
    assert type(a) is type(b), (a, b)
    assert a == b or (a != a and b != b), (a, b)


def check_equiv(fn, *args, **kwargs):
    """fn run eagerly vs compiled at O0/O1/O2: same values and dtypes. Returns the O1 jit function."""
    expected = fn(*args, **kwargs)
    last = None
    for level in ("O0", "O1", "O2"):
        jf = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
        same(jf(*args, **kwargs), expected)
        if level == "O1":
            last = jf
    return last


def line_of(fn, text):
    """The file line number of the first line of ``fn``'s source containing ``text``."""
    src, first = inspect.getsourcelines(fn)
    for i, line in enumerate(src):
        if text in line:
            return first + i
    raise AssertionError(text)
