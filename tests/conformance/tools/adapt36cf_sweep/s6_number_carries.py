"""Python numbers carried through loops and branches under Tensor conditions (a float learning-rate-like value
halved in a `while x < n`, ms.mutable floats / ints, numbers joined by a Tensor `if`, a number turned into a Tensor
in the loop), and the gradients of Tensors computed from them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def half_while(x, n):
    t = 4.0
    while x < n:
        t = t / 2
        x = x + 1
    return x, t


case("half_while_3", lambda: half_while(Tensor(0), Tensor(3)))
case("half_while_0", lambda: half_while(Tensor(5), Tensor(3)))


@jit
def tenth_while(x, n):
    t = 0.1
    s = 0.0
    while x < n:
        s = s + t
        x = x + 1
    return s, t


case("tenth_while", lambda: tenth_while(Tensor(0), Tensor(3)))
case("tenth_while_0", lambda: tenth_while(Tensor(3), Tensor(3)))


@jit
def lr_decay(x, n):
    lr = 1.0
    i = 0
    while i < n:
        x = x - lr * x
        lr = lr * 0.5
        i = i + 1
    return x, lr


case("lr_decay", lambda: lr_decay(f32(8.0), Tensor(3)))
case("lr_decay_grad", lambda: ms.grad(lr_decay)(f32(8.0), Tensor(3)))


@jit
def for_range_tensor_float(x, n):
    t = 1.5
    for i in range(n):
        t = t * 2
        x = x + t
    return x, t


case("for_range_tensor_float", lambda: for_range_tensor_float(f32(0.0), Tensor(3)))
case("for_range_tensor_float_grad", lambda: ms.grad(for_range_tensor_float)(f32(0.0), Tensor(3)))


@jit
def if_join_float(x):
    t = 4.0
    if x > 0:
        t = t / 3
    return x * t, t


case("if_join_float_t", lambda: if_join_float(f32(1.0)))
case("if_join_float_f", lambda: if_join_float(f32(-1.0)))
case("if_join_float_grad", lambda: ms.grad(if_join_float)(f32(1.0)))


@jit
def if_join_int_float(x):
    t = 4
    if x > 0:
        t = 2.5
    return t


case("if_join_int_float", lambda: if_join_int_float(f32(1.0)))


@jit
def while_int_to_float(x):
    t = 4
    while x < 3:
        t = t / 2
        x = x + 1
    return t


case("while_int_to_float", lambda: while_int_to_float(Tensor(0)))


@jit
def while_float_to_tensor(x):
    t = 1.0
    while x < 3:
        t = t * x
        x = x + 1
    return t


case("while_float_to_tensor", lambda: while_float_to_tensor(f32(1.0)))


@jit
def while_mutable_float_arg(x, t):
    while x < 3:
        t = t * 1.5
        x = x + 1
    return x, t


case("while_mutable_float_arg", lambda: while_mutable_float_arg(Tensor(0), mutable(2.0)))
case("while_mutable_int_arg", lambda: while_mutable_float_arg(Tensor(0), mutable(2)))


@jit
def while_float_cond(t, x):
    t = mutable(t)
    while t > 0.1:
        t = t * 0.3
        x = x * 2
    return t, x


case("while_float_cond", lambda: while_float_cond(5.0, f32(1.0)))
case("while_float_cond_grad", lambda: ms.grad(while_float_cond, 1)(5.0, f32(1.0)))


@jit
def nested_float(x):
    a = 1.0
    i = Tensor(0)
    while i < 2:
        j = Tensor(0)
        while j < 2:
            a = a + 0.25
            j = j + 1
        i = i + 1
    return x * a, a


case("nested_float", lambda: nested_float(f32(2.0)))


@jit
def float_break(x):
    t = 10.0
    while x < 100:
        t = t - 2.5
        if t < 3:
            break
        x = x * 2
    return x, t


case("float_break", lambda: float_break(f32(1.0)))


class NetFloat(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = 0.5

    def construct(self, x, n):
        s = self.scale
        i = 0
        while i < n:
            s = s * 3
            i += 1
        return x * s, s


case("cell_float_attr", lambda: NetFloat()(f32(1.0), Tensor(2)))


@jit
def bool_carry(x):
    flag = False
    while x < 3:
        flag = not flag
        x = x + 1
    return flag


case("bool_carry", lambda: bool_carry(Tensor(0)))


@jit
def float_int_mix(x):
    t = 2.0
    while x < 3:
        t = t + 1
        x = x + 1
    return t


case("float_int_mix", lambda: float_int_mix(Tensor(0)))


@jit
def float_pow(x):
    t = 1.1
    while x < 4:
        t = t ** 2
        x = x + 1
    return t


case("float_pow", lambda: float_pow(Tensor(0)))
