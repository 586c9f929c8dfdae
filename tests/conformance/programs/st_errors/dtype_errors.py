"""Exception classes for Tensors of a dtype an op does not take (MindSpore 2.10: TypeError in both
modes): float-only activations on int or bool, Sort of bool, Stack of mixed dtypes, LayerNorm of int."""
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


def f_ceil(x):
    return ops.ceil(x)


def f_gelu(x):
    return ops.gelu(x)


def f_softmax(x):
    return ops.softmax(x)


def f_softplus(x):
    return ops.softplus(x)


def f_relu6(x):
    return ops.relu6(x)


def f_sort(x):
    return ops.sort(x)[0]


def f_stack(x, y):
    return ops.stack((x, y))


i32 = Tensor(np.arange(6).reshape(2, 3).astype(np.int32))
bl = Tensor(np.array([[True, False, True], [False, True, False]]))
f32 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))

check("ceil_int", Net(f_ceil), i32)
check("Ceil_prim_bool", Net(ops.Ceil()), bl)
check("gelu_int", Net(f_gelu), i32)
check("GeLU_prim_bool", Net(ops.GeLU()), bl)
check("softmax_int", Net(f_softmax), i32)
check("Softmax_prim_int", Net(ops.Softmax()), i32)
check("softplus_int", Net(f_softplus), i32)
check("Softplus_prim_bool", Net(ops.Softplus()), bl)
check("relu6_int", Net(f_relu6), i32)
check("sort_bool", Net(f_sort), bl)
emit("sort_int", Net(f_sort)(i32))
check("stack_mixed_dtypes", Net(f_stack), f32, i32)
check("Stack_prim_mixed_dtypes", Net(ops.Stack()), (f32, i32))
check("nn_LayerNorm_int", nn.LayerNorm((3,)), i32)
emit("softmax_float_ok", Net(f_softmax)(f32))
