import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error


def loop_const_tensor():
    x = Tensor(7).astype("int32")
    y = Tensor(0).astype("int32")
    for _ in range(Tensor(3).astype("int32")):
        y += x
    return y


def loop_arg(n):
    y = 0
    for i in range(n):
        y += i
    return y


def range_len(n):
    return len(range(1, n))


def loop_asnumpy(x):
    out = 0
    for index in range(2, x.asnumpy()):
        out += index
    return out


def run(fn):
    return jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE else fn


emit_error("range_constant_tensor", run(loop_const_tensor))
emit_error("range_tensor_argument", run(loop_arg), Tensor(np.array(3)))
emit_error("range_tensor_stop", run(range_len), Tensor(np.array(4)))
emit("range_python_int", run(loop_arg)(4))
emit("range_asnumpy_bound", run(loop_asnumpy)(Tensor(np.array(5))))
