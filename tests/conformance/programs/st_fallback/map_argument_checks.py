import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def mul(x=2, y=4):
    return x * y


@ms.jit
def no_seq():
    return map(mul)


@ms.jit
def numbers():
    return map(mul, 3, 4)


@ms.jit
def mapped(x, y):
    return map(mul, x, y)


t = Tensor(np.ones(2, np.float32))
emit_error("too_few_arguments", no_seq)
emit_error("number_arguments", numbers)
emit_error("list_and_tuple", mapped, [t], (t,))
emit_error("list_and_tensor", mapped, [t], t)
emit_error("lists_of_two_lengths", mapped, [t], [t, t])
emit_error("tuples_of_two_lengths", mapped, (t,), (t, t, t))
emit("lists", mapped([t, t * 2], [t, t]))
emit("tuple_of_numbers", mapped((1, 2), (3, 4)))
emit("list_of_numbers", mapped([1, 2], [3, 4]))
