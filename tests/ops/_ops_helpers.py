"""Shared helpers of the ops family's tests: run a function eagerly and compiled, compare."""
import numpy as np

import msgraph as ms


def same(a, b, rtol=1e-5, atol=1e-6):
    if isinstance(a, ms.Tensor) or isinstance(b, ms.Tensor):
        assert isinstance(a, ms.Tensor) and isinstance(b, ms.Tensor), (type(a), type(b))
        assert a.dtype == b.dtype and a.shape == b.shape, (a, b)
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=rtol, atol=atol)
    elif isinstance(a, (tuple, list)):
        assert type(a) is type(b) and len(a) == len(b), (a, b)
        for x, y in zip(a, b):
            same(x, y, rtol, atol)
    else:
        assert type(a) is type(b) and a == b, (a, b)


def both_modes(fn, *args):
    """fn(*args) in PyNative and under ms.jit; asserts they agree and returns the eager result."""
    eager = fn(*args)
    graph = ms.jit(fn)(*args)
    same(graph, eager)
    return eager


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))
