"""ops._helpers.user_type: the class a message names for a value (debt52): a graph value is a Tensor (never msgraph's
internal graph-value class), a graph int / float that Python class, an ms.mutable tuple in graph code a tuple."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.common.tensor import Tensor
from msgraph.ops._helpers import user_type


def test_eager_values_keep_their_class():
    t = ms.Tensor(np.ones(2, np.float32))
    assert user_type(t) is Tensor
    assert user_type(3) is int and user_type([1]) is list and user_type(None) is type(None)
    assert user_type(ms.mutable((1, 2))) is type(ms.mutable((1, 2)))   # PyNative: MindSpore's _Tuple


def test_object_whose_getattr_formats_its_type():
    class Odd:
        def __getattr__(self, name):
            raise AttributeError(f"'{user_type(self).__name__}' object has no attribute '{name}'")

    assert user_type(Odd()) is Odd


def test_graph_values():
    seen = {}

    class Net(nn.Cell):
        def construct(self, x, k, t):
            seen["x"], seen["k"], seen["t"] = user_type(x), user_type(k), user_type(t)
            return x

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        Net()(ms.Tensor(np.ones(2, np.float32)), ms.mutable(2), ms.mutable((1, 2)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert seen == {"x": Tensor, "k": int, "t": tuple}


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_message_names_tensor(mode):
    ms.set_context(mode=mode)
    try:
        class NanMean(nn.Cell):
            def construct(self, x):
                return ops.nanmean(x)

        with pytest.raises(TypeError) as e:
            NanMean()(ms.Tensor(np.arange(3, dtype=np.int32)))
        assert "Sym" not in str(e.value) and "Tensor'>" in str(e.value)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
