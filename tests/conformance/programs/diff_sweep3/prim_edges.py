"""Edge cases of much-used primitives as MindSpore 2.10: ArgMaxWithValue/ArgMinWithValue take a 0-d input (index 0,
the value); Softmax/LogSoftmax of an empty Tensor is empty; RealDiv of a bool Tensor by an int divides in int64."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class ArgVal(nn.Cell):
    def construct(self, x):
        return ops.ArgMaxWithValue()(x), ops.ArgMinWithValue(-1, True)(x), ops.ArgMaxWithValue(0, True)(x)


class Empty(nn.Cell):
    def construct(self, x):
        return ops.Softmax(0)(x), ops.LogSoftmax()(x), ops.Softmax()(x)


class BoolDiv(nn.Cell):
    def construct(self, x):
        return ops.RealDiv()(x, 2), ops.RealDiv()(x, 1)


for dt in ("float32", "float16", "int32", "uint8"):
    emit(f"argval_0d_{dt}", ArgVal()(ms.Tensor(np.array(3, dt))))
emit("argval_0d_grad", ms.grad(lambda x: ops.ArgMaxWithValue()(x)[1] * 3)(ms.Tensor(np.float32(2.5))))
for dt in ("float32", "float16"):
    emit(f"softmax_empty_{dt}", Empty()(ms.Tensor(np.zeros((0, 3), dt))))
emit("realdiv_bool_int", BoolDiv()(ms.Tensor(np.array([[True, False], [True, True]]))))
