"""Exception classes when a Python list, tuple, string or None stands where an op takes a Tensor
(MindSpore 2.10: TypeError "Failed calling <op> with ...", in both modes), while Tensor operators
still convert a list operand and ``x == None`` is False."""
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


def f_add_list_prim(x):
    return ops.Add()([1.0, 2.0], x)


def f_add_none(x):
    return ops.add(x, None)


def f_equal_none(x):
    return ops.equal(x, None)


def f_greater_none(x):
    return ops.greater(x, None)


def f_mul_tuple(x):
    return ops.mul(x, (1, 2))


def f_maximum_list(x):
    return ops.maximum(x, [1.0, 2.0])


def f_relu_list(x):
    return ops.ReLU()([1.0, 2.0])


def f_exp_list(x):
    return ops.exp([1.0, 2.0])


def f_sigmoid_none(x):
    return ops.sigmoid(None)


def f_reduce_sum_list(x):
    return ops.ReduceSum()([1.0, 2.0], 0)


def f_reshape_list(x):
    return ops.reshape([1.0, 2.0], (2,))


def f_logical_and_str(x):
    return ops.logical_and(x > 1, "a")


def f_matmul_prim_list(x):
    return ops.MatMul()([[1.0, 2.0]], x)


def f_tensor_add_list(x):
    return x + [1.0, 2.0]


def f_tensor_eq_none(x):
    return x == None  # noqa: E711 - the behaviour under test


x = Tensor(np.array([1.0, 2.0], np.float32))
x22 = Tensor(np.ones((2, 2), np.float32))

check("Add_prim_list", Net(f_add_list_prim), x)
check("add_none", Net(f_add_none), x)
check("equal_none", Net(f_equal_none), x)
check("greater_none", Net(f_greater_none), x)
check("mul_tuple", Net(f_mul_tuple), x)
check("maximum_list", Net(f_maximum_list), x)
check("ReLU_prim_list", Net(f_relu_list), x)
check("exp_list", Net(f_exp_list), x)
check("sigmoid_none", Net(f_sigmoid_none), x)
check("ReduceSum_prim_list", Net(f_reduce_sum_list), x)
check("reshape_list", Net(f_reshape_list), x)
check("logical_and_string", Net(f_logical_and_str), x)
check("MatMul_prim_list", Net(f_matmul_prim_list), x22)
check("nn_Dense_list", nn.Dense(2, 3, weight_init="ones"), [1.0, 2.0])
check("nn_ReLU_list", nn.ReLU(), [1.0, 2.0])
emit("tensor_plus_list", Net(f_tensor_add_list)(x))
emit("tensor_eq_none", Net(f_tensor_eq_none)(x))
