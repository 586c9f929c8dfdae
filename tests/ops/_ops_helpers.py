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


def compile_eager_kernels(mp, warm, names=(), patches=()):
    """Have the eager Numba kernels that ``warm()`` asks for compiled now, for a bit-for-bit test of a kernel against
    its numpy definition: Numba and eager kernels on (``mp``, a ``pytest.MonkeyPatch``, undoes it all), every size
    requests a kernel (``_fastpath.REQUEST_ELEMENTS`` 1, ``patches``: ``(module, attribute, value)`` such as an op's
    own size threshold), ``warm()`` run twice (the second call asks), then wait for the compiles; each name in
    ``names`` must have compiled (``_fastpath._kernels[(name, "kernel")]``)."""
    import pytest

    pytest.importorskip("numba")
    from msgraph.codegen import backend
    from msgraph.ops import _fastpath

    mp.delenv("MSGRAPH_NUMBA", raising=False)
    mp.delenv("MSGRAPH_EAGER_KERNELS", raising=False)
    mp.setattr(_fastpath, "REQUEST_ELEMENTS", 1)
    for module, attribute, value in patches:
        mp.setattr(module, attribute, value)
    for _ in range(2):
        warm()
    assert backend.wait_for_kernels(600)
    for name in names:
        assert _fastpath._kernels.get((name, "kernel")), name
