"""Graph code: x.asnumpy() values are numpy arrays when the graph runs; branch shape joins; bprop checks."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Parameter, Tensor, nn, ops
from msgraph.ops import composite as C


def test_asnumpy_returns_ndarray_with_numpy_dtypes():
    @ms.jit
    def f(x):
        a = x.asnumpy()
        return a, a + 1.5, -a, Tensor(a * 0.5), x + 1

    a, b, c, d, e = f(Tensor(np.array([4, 3], np.int64)))
    assert type(a) is np.ndarray and a.dtype == np.int64
    assert type(b) is np.ndarray and b.dtype == np.float64 and b.tolist() == [5.5, 4.5]
    assert type(c) is np.ndarray and c.tolist() == [-4, -3]
    assert isinstance(d, Tensor) and d.dtype == ms.float64
    assert isinstance(e, Tensor) and e.dtype == ms.int64


def test_branches_of_one_rank_join_into_a_dynamic_shape():
    @ms.jit
    def f(x, c):
        if c > 0:
            y = x[:2]
        else:
            y = x
        return y * 2

    x = Tensor(np.arange(3.0, dtype=np.float32))
    assert f(x, Tensor(1)).asnumpy().tolist() == [0.0, 2.0]
    assert f(x, Tensor(-1)).asnumpy().tolist() == [0.0, 2.0, 4.0]


def test_branches_of_different_ranks_still_fail_to_join():
    @ms.jit
    def f(x, c):
        if c > 0:
            y = x.reshape(3, 1)
        else:
            y = x
        return y

    with pytest.raises(TypeError, match="Cannot join"):
        f(Tensor(np.arange(3.0, dtype=np.float32)), Tensor(1))


def test_bprop_reading_a_parameter_is_refused_without_a_gradient_path():
    class WithParameter(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(2.0), "p")

        def construct(self, x, y):
            return self.p * x + y

        def bprop(self, x, y, out, dout):
            return self.p * dout, dout

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError, match="does not support using Parameter"):
            C.GradOperation(get_all=True)(WithParameter())(ms.mutable(1), 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
