"""More exception classes on bad input (MindSpore 2.10, both modes): float shapes and permutations are
TypeErrors, Dropout's keep_prob and AvgPool's empty output RuntimeErrors, Cell arguments checked at
construction (TypeError for a float or string, ValueError for a non-positive count)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def check(label, fn, *args):
    """emit_error, then wait for the device: MindSpore's PyNative mode may otherwise report a failed
    op's error again (even its class) for the next failing op."""
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def f_reshape_float(x):
    return ops.reshape(x, (3.0, 2.0))


def f_transpose_float(x):
    return ops.transpose(x, (1.0, 0.0))


def f_fill_str():
    return ops.Fill()(ms.float32, (2,), "a")


def f_linspace_neg():
    return ops.linspace(0.0, 1.0, -2)


def f_trace_1d(x):
    return ops.trace(x)


def f_topk_bool(x):
    return ops.topk(x, 2)[0]


def f_triu_float(x):
    return ops.triu(x, 1.5)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
x4 = Tensor(np.arange(16).reshape(1, 1, 4, 4).astype(np.float32))
bl = Tensor(np.array([[True, False, True], [False, True, False]]))

check("reshape_float_shape", Net(f_reshape_float), x)
check("transpose_float_perm", Net(f_transpose_float), x)
check("Dropout_prim_keep_prob_above_one", Net(ops.Dropout(keep_prob=1.5)), x)
check("AvgPool_output_empty", nn.AvgPool2d(5), x4)
check("Fill_prim_string_value", Net(f_fill_str))
check("linspace_negative_num", Net(f_linspace_neg))
check("trace_of_vector", Net(f_trace_1d), Tensor(np.ones(3, np.float32)))
check("topk_bool", Net(f_topk_bool), bl)
check("triu_float_diagonal", Net(f_triu_float), Tensor(np.ones((2, 2), np.float32)))
check("nn_Conv2d_zero_in_channels", nn.Conv2d, 0, 4, 3)
check("nn_Conv2d_float_in_channels", nn.Conv2d, 3.0, 4, 3)
check("nn_Dense_float_in_channels", nn.Dense, 3.0, 4)
check("nn_Dropout_string_p", nn.Dropout, None, "a")
check("nn_MaxPool2d_float_kernel", nn.MaxPool2d, 2.5)
check("nn_BatchNorm2d_list", nn.BatchNorm2d(2), [1.0])
check("nn_Conv2d_none", nn.Conv2d(3, 4, 3), None)
emit("reshape_ok", ops.reshape(x, (3, 2)))
