"""Adapted from tests/st/ops/cpu/test_primitive_cache.py: mindspore.ops._primitive_cache._get_cache_prim(cls)(...)
builds (PyNative: reuses) a primitive, in Cells, jit functions and plain code."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from mindspore.ops import operations as P
from mindspore.ops._primitive_cache import _get_cache_prim
from _conf import emit


@jit
def pow_function(x, y):
    return _get_cache_prim(P.Pow)()(x, y)


class AddSub(nn.Cell):
    def construct(self, x, y):
        y = y + 1
        z = _get_cache_prim(P.Add)()(x, y)
        return _get_cache_prim(P.Sub)()(z, x), _get_cache_prim(P.ReduceSum)(keep_dims=True)(z, 0)


x = Tensor(np.array([1.0, 2.0, 4.0]), ms.float32)
emit("jit_pow", pow_function(x, 3))
emit("cell", AddSub()(Tensor(np.array([2, 2, 1]), ms.int32), Tensor(np.array([1, 1, 1]), ms.int32)))
emit("same_instance", _get_cache_prim(P.Pow)() is _get_cache_prim(P.Pow)())
emit("eager_call", _get_cache_prim(P.ReduceSum)(keep_dims=False)(x, 0))
