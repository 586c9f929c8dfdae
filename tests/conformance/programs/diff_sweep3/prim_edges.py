"""Edge cases of much-used primitives as MindSpore 2.10: ArgMaxWithValue/ArgMinWithValue take a 0-d input (index 0,
the value); Softmax/LogSoftmax of an empty Tensor is empty; RealDiv of a bool Tensor by an int divides in int64;
the error classes of bad input below."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


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


class ArgValGrad(nn.Cell):
    def construct(self, x):
        return ops.ArgMaxWithValue()(x)[1] * 3


emit("argval_0d_grad", ms.grad(ArgValGrad())(ms.Tensor(np.float32(2.5))))
for dt in ("float32", "float16"):
    emit(f"softmax_empty_{dt}", Empty()(ms.Tensor(np.zeros((0, 3), dt))))
emit("realdiv_bool_int", BoolDiv()(ms.Tensor(np.array([[True, False], [True, True]]))))

# errors as MindSpore's kernels raise them: ArgMaxWithValue (ops.max) has no bool kernel and takes no empty input,
# Softmax of a 0-d input has no valid axis, Softmax checks its axis before the input's dtype
b = ms.Tensor(np.array([[True, False], [False, False]]))
emit_error("argval_bool", ops.ArgMaxWithValue(), b)
emit_error("max_bool", ops.max, b, 1)
emit_error("argval_empty", ops.ArgMaxWithValue(1), ms.Tensor(np.zeros((0, 3), np.float32)))
emit_error("max_empty", ops.max, ms.Tensor(np.zeros((0, 3), np.float32)), 1)
emit_error("softmax_0d", ops.Softmax(), ms.Tensor(np.float32(2.0)))
emit_error("softmax_fn_0d", ops.softmax, ms.Tensor(np.float32(2.0)))
emit_error("softmax_axis_int", ops.Softmax(3), ms.Tensor(np.ones((2, 3, 4), np.int32)))
emit_error("log_softmax_axis_int", ops.LogSoftmax(5), ms.Tensor(np.ones((2, 3, 4), np.int32)))
