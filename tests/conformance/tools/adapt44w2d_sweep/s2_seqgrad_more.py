"""Gradients of dynamic-length number sequences: loops, jit callers, nested outputs, sens dtype joins, bools."""
from _h import case
import mindspore as ms
from mindspore import nn, mutable, Tensor, ops
from mindspore.ops.composite import GradOperation
from mindspore._extends.parse.standard_method import list_append


class Lam(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def ga(fn, *args):
    return lambda: GradOperation(get_all=True, sens_param=True)(Lam(fn))(*args)


D = lambda t: mutable(t, True)  # noqa: E731


def f_loop(x):
    out = ()
    for e in x:
        out = out + (e,)
    return out


def f_add(x, y):
    return x + y


def f_nested(x, y):
    return ((x + y, x), y)


def f_tensor_out(x, t):
    return t * len(x), x[1:]


def f_append_twice(x):
    return list_append(list_append(x, 7), 8)


def f_add_slice_mul(x):
    return (x + x[1:]) * 2


@ms.jit
def jit_grad(x, y, s):
    return GradOperation(get_all=True, sens_param=True)(Lam(f_add))(x, y, s)


case("loop_tuple", ga(f_loop, D((1, 2, 3)), (4, 5, 6)))
case("sens_float_for_int", ga(f_add, D((1, 2)), D((3,)), (1.5, 2.5, 3.5)))
case("sens_int_for_float", ga(f_add, D((1.0, 2.0)), D((3.0,)), (1, 2, 3)))
case("sens_short", ga(f_add, D((1, 2)), D((3,)), (1, 2)))
case("sens_long", ga(f_add, D((1, 2)), D((3,)), (1, 2, 3, 4)))
case("bool_seq", ga(f_add, D((True, False)), D((True,)), (True, False, True)))
case("mutable_elems", ga(f_add, D((mutable(1), mutable(2))), D((3,)), (4, 5, 6)))
case("nested_out", ga(f_nested, D((1, 2)), D((3,)), (((4, 5, 6), (7, 8)), (9,))))
case("tensor_out", ga(f_tensor_out, D((1, 2, 3)), Tensor([1.0, 2.0]), (Tensor([1.0, 1.0]), (5, 6))))
case("append_twice", ga(f_append_twice, D((1, 2)), (3, 4, 5, 6)))
case("add_slice_mul", ga(f_add_slice_mul, D((1, 2, 3)), tuple(range(10))))
case("jit_caller", lambda: jit_grad(D((1, 2)), D((3,)), (4, 5, 6)))
case("grad_tensor_seq_pos", lambda: ms.grad(Lam(f_add), grad_position=0)(D((1, 2)), D((3,))))
