"""Exception classes on bool inputs and other bad input (MindSpore 2.10, both modes): ReduceMax/ReduceMin/
ops.amax (TypeError) and ReduceMean/ops.mean (RuntimeError) of bool, the Argmax/Argmin primitives of bool
(TypeError; ops.argmax works), Pow of two bool tensors (TypeError; a bool tensor with a Python number works),
ops.nonzero(None) and a string keepdim in ops.sum (TypeError), a string Tensor index (IndexError); values:
ops.diag of a 2-D and 3-D input (shape s + s)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
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


def f_amax(x):
    return ops.amax(x, 1)


def f_mean(x):
    return ops.mean(x, 1)


def f_argmax(x):
    return ops.argmax(x, 1)


def f_pow(x, y):
    return ops.pow(x, y)


def f_pow_scalar(x):
    return ops.pow(x, 2)


def f_nonzero_none():
    return ops.nonzero(None)


def f_sum_str_keepdim(x):
    return ops.sum(x, 1, 'a')


def f_getitem_str(x):
    return x['a']


def f_diag(x):
    return ops.diag(x)


b = Tensor(np.array([[True, False, True], [False, False, True]]))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

check("ReduceMax_bool", Net(ops.ReduceMax()), b, 1)
check("ReduceMin_bool", Net(ops.ReduceMin()), b, 1)
check("ReduceMean_bool", Net(ops.ReduceMean()), b, 1)
check("amax_bool", Net(f_amax), b)
check("mean_bool", Net(f_mean), b)
check("Argmax_bool", Net(ops.Argmax()), b)
check("Argmin_bool", Net(ops.Argmin()), b)
check("Pow_bool_bool", Net(ops.Pow()), b, b)
check("pow_bool_bool", Net(f_pow), b, b)
check("nonzero_none", Net(f_nonzero_none))
check("sum_string_keepdim", Net(f_sum_str_keepdim), x)
check("getitem_string", Net(f_getitem_str), x)
emit("ReduceSum_bool", Net(ops.ReduceSum())(b, 1))
emit("argmax_bool", Net(f_argmax)(b))
emit("pow_bool_int", Net(f_pow_scalar)(b))
emit("diag_2d", Net(f_diag)(Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))))
emit("diag_3d", Net(f_diag)(Tensor(np.arange(8, dtype=np.int32).reshape(2, 2, 2))))
