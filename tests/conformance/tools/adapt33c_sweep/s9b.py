import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def neg_b(a):
    return -a


@jit
def inv_b(a):
    return ~a


@jit
def xor_b(a, b):
    return a ^ b


@jit
def and_b(a, b):
    return a & b


@jit
def or_b(a, b):
    return a | b


@jit
def pos_b(a):
    return +a


for nm, fn, args in [("neg_true", neg_b, (True,)), ("neg_false", neg_b, (False,)), ("inv_true", inv_b, (True,)),
                     ("xor_tf", xor_b, (True, False)), ("and_tf", and_b, (True, False)), ("or_tf", or_b, (True, False)),
                     ("xor_ti", xor_b, (True, 3)), ("and_ii", and_b, (6, 3)), ("pos_true", pos_b, (True,)),
                     ("neg_int", neg_b, (3,)), ("xor_ii", xor_b, (6, 3))]:
    case(nm, lambda fn=fn, args=args: fn(*args))


@jit
def strs(x, t):
    return str(t), f"{t}", "%s" % (t,), str((1,)), str(x.shape), f"{x.shape}", "{}".format(t), repr(t), str([1]), str((1, 2)), str(()), str((t, 2))


case("str_tuple1", lambda: strs(f32(1.0, 2.0), (5,)))
case("str_tuple_t", lambda: strs(f32(1.0), (5,)))


class P(nn.Cell):
    def construct(self, x):
        print("shape", x.shape, (1,))
        s = f"{x.shape}-{(3,)}"
        return s


case("print_tuple1", lambda: P()(f32(1.0, 2.0)))
