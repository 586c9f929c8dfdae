"""Graph code's ``max`` / ``min`` take no keyword: ``max(t, key=...)``, ``min(a, b, key=abs)``, ``max(seq,
default=0)`` are MindSpore 2.10's RuntimeError "Got an unexpected keyword argument 'key'" (the first keyword), whatever
the operands; ``sorted(..., key=...)`` works.  (adapt33c s10_loops variants.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


def f32(*v):
    return Tensor(np.array(v, np.float32))


@ms.jit
def max_tensor_key(x):
    return max(x, key=lambda v: v)


@ms.jit
def max_tuple_key(x):
    return max((1, 3, 2), key=lambda v: -v)


@ms.jit
def min_two_key(x):
    return min(x[0], x[1], key=abs)


@ms.jit
def max_default(x):
    return max([x[0], x[1]], default=0)


@ms.jit
def sorted_key(x):
    return sorted((3, 1, 2), key=lambda v: -v)


class MinNet(nn.Cell):
    def construct(self, x):
        return min((4, 2, 5), key=lambda v: v % 3) + x


emit_error("max_tensor_key", max_tensor_key, f32(1.0, -2.0))
emit_error("max_tuple_key", max_tuple_key, f32(1.0, -2.0))
emit_error("min_two_key", min_two_key, f32(1.0, -2.0))
emit_error("max_default", max_default, f32(1.0, -2.0))
emit("sorted_key", sorted_key(f32(1.0, -2.0)))
emit_error("cell_min_key", MinNet(), f32(1.0, -2.0))
