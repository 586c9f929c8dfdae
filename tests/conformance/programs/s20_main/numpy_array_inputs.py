"""A numpy array where an op takes a Tensor: MindSpore 2.10's PyNative refuses it with a TypeError ("Failed calling
Add with ...") in the function, primitive, operator and method forms (``np_array + t`` is numpy's own operator and
returns an ndarray); graph code refuses a numpy constant given to an op the same way (``Tensor(np_array)``
computes). msgraph computed everything (found
in session 19, left open)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error

a = np.array([1.0, 2.0], np.float32)
t = Tensor(np.array([3.0, 4.0], np.float32))

if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("ops_add", lambda: ops.add(a, t))
    emit_error("ops_add_second", lambda: ops.add(t, a))
    emit_error("prim_add", lambda: P.Add()(a, t))
    emit_error("ops_exp", lambda: ops.exp(a))
    emit_error("operator", lambda: t + a)
    emit_error("ops_mul", lambda: ops.mul(t, a))
    emit_error("reshape", lambda: ops.reshape(a, (2, 1)))
    emit_error("concat", lambda: ops.concat((a, a)))
    emit_error("relu_prim", lambda: P.ReLU()(a))
    emit_error("cast", lambda: ops.cast(a, ms.float16))
    emit("numpy_operator", a + t)
    emit("tensor_of_array", ops.add(Tensor(a), t))


class UsesConstant(nn.Cell):
    def construct(self, x):
        return ops.add(x, np.array([1.0, 2.0], np.float32)) * 2


class UsesTensorOfConstant(nn.Cell):
    def construct(self, x):
        return ops.add(x, Tensor(np.array([1.0, 2.0], np.float32))) * 2


emit_error("numpy_constant_in_construct", lambda: UsesConstant()(t))
emit("tensor_of_numpy_constant", UsesTensorOfConstant()(t))
