"""Exception classes of the function forms msgraph lacked (MindSpore 2.10, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error


def check(label, fn, *args):
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def f_chunk_zero(t):
    return ops.chunk(t, 0)


def f_chunk_float(t):
    return ops.chunk(t, 2.0)


def f_chunk_axis(t):
    return ops.chunk(t, 2, 5)


def f_narrow_length(t):
    return ops.narrow(t, 0, 1, 5)


def f_narrow_start(t):
    return ops.narrow(t, 1, 3, 1)


def f_narrow_axis(t):
    return ops.narrow(t, 2, 0, 1)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
xi = Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
w3 = Tensor(np.ones(3, np.float32))
w4 = Tensor(np.ones(4, np.float32))

check("chunk_zero", Net(f_chunk_zero), x)
check("chunk_float_chunks", Net(f_chunk_float), x)
check("chunk_axis_out_of_range", Net(f_chunk_axis), x)
check("inner_last_dim", Net(ops.inner), x, Tensor(np.ones((2, 2), np.float32)))
check("narrow_length", Net(f_narrow_length), x)
check("narrow_start", Net(f_narrow_start), x)
check("narrow_axis", Net(f_narrow_axis), x)
check("prelu_weight_len", Net(ops.prelu), x, w4)
check("prelu_int", Net(ops.prelu), xi, Tensor(np.ones(3, np.int32)))
check("batch_norm_channels", Net(ops.batch_norm), x, w4, w4, w4, w4)
check("batch_norm_int", Net(ops.batch_norm), xi, w3, w3, w3, w3)
check("BatchNorm_prim_channels", Net(ops.BatchNorm()), x, w4, w4, w4, w4)
check("BatchNorm_prim_eps", Net(ops.BatchNorm(False, -1.0)), x, w3, w3, w3, w3)
emit("narrow_ok", ops.narrow(x, 1, 1, 2))
