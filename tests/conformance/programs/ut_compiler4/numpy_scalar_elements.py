"""Adapted from ut fallback/control_flow/test_fallback_002_single_for.py test_single_for_x_in_xs: a numpy
scalar that graph code meets as a constant (an array's element, a loop item, a global, an operator's result)
is a Python number in MindSpore 2.10's Graph mode (np.float64 computes as a float32 scalar; int16 becomes
int64; int32/uint32 stay numpy); msgraph kept np.float64 (float64 results)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)

C = np.float64(1.1)
A = np.array([1.1, 2.2])


@jit
def loop_sum():
    x = np.array([1.1, 2.2])
    y = np.array(0)
    for i in x:
        y += i
    return Tensor(y)


@jit
def loop_sum_number():
    x = np.array([1.1, 2.2])
    y = np.array(0)
    for i in x:
        y += i
    return y


@jit
def zero_d_plus_int():
    y = np.array(0.5)
    return Tensor(y + 1)


@jit
def element_times_two():
    x = np.array([1.1, 2.2])
    return Tensor(x[0] * 2)


@jit
def element_plus_tensor64():
    x = np.array([1.1, 2.2])
    return Tensor(x[0]) + Tensor(np.array([1.0]))


@jit
def global_scalar():
    return Tensor(C * 2), Tensor(A[1])


@jit
def neg_element():
    x = np.array([1.1, 2.2])
    return Tensor(-x[0])


@jit
def unpacked():
    a, b = np.array([1.1, 2.2])
    return Tensor(a), b


@jit
def int_elements():
    return (Tensor(np.array([1, 2], np.int32)[0]), Tensor(np.array([1, 2], np.int16)[0]),
            Tensor(np.array([1.5, 2], np.float16)[1]), Tensor(np.array([1, 2], np.uint32)[0]),
            Tensor(np.array([3, 2], np.int64)[0] / 2))


@jit
def returned_element():
    x = np.array([1.1, 2.2])
    return x[0] + 1, [x[1]]


@jit
def times_float64_tensor(t):
    return t * A[0]


emit("loop_sum", loop_sum())
emit("loop_sum_number", loop_sum_number())
emit("zero_d_plus_int", zero_d_plus_int())
emit("element_times_two", element_times_two())
emit("element_plus_tensor64", element_plus_tensor64())
emit("global_scalar", global_scalar())
emit("neg_element", neg_element())
emit("unpacked", unpacked())
emit("int_elements", int_elements())
emit("returned_element", returned_element())
emit("times_float64_tensor", times_float64_tensor(Tensor([1.0, 2.0], ms.float64)))
