# Graph mode differentiates ms.mutable numbers and tuples/lists of numbers: the gradient has the input's
# structure and number types, 0 through scalar arithmetic or indexing, the sensitivity (1) through ops that
# pass the value on whole (identity, packing into a tuple, ListToTuple / TupleToList / list()).
# PyNative skips them (an empty tuple, or only the Tensor gradients).
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor, mutable
from mindspore.ops._utils.arg_dtype_cast import ListToTuple, TupleToList
from _conf import emit


def Fn(fn):
    class C(nn.Cell):
        def construct(self, x):
            return fn(x)

    class C2(nn.Cell):
        def construct(self, x, y):
            return fn(x, y)
    return C2() if fn is mix else C()


class G(nn.Cell):
    def __init__(self, net, pos=0):
        super().__init__()
        self.net = net
        self.pos = pos

    def construct(self, *a):
        return ops.grad(self.net, self.pos)(*a)


def ident(x):
    return x


def l2t(x):
    return ListToTuple()(x)


def t2l(x):
    return TupleToList()(x)


def first(x):
    return x[0]


def arith(x):
    return x[0] * 2 + x[1] * x[2]


def twice(x):
    return (x, x)


def add1(x):
    return x + 1


def mix(x, y):
    return y * x[0] + x[1]


emit("l2t_dyn_list", G(Fn(l2t))(mutable([1, 2, 3], True)))
emit("l2t_float_list", G(Fn(l2t))(mutable([1.5, 2.0, 3.0], True)))
emit("l2t_tensor_list", G(Fn(l2t))(mutable([Tensor([1.0]), Tensor([2.0])], True)))
emit("ident_tuple", G(Fn(ident))(mutable((1, 2, 3))))
emit("first_list", G(Fn(first))(mutable([1, 2, 3], True)))
emit("arith_tuple", G(Fn(arith))(mutable((1.5, 2.0, 3.0))))
emit("scalar_ident", G(Fn(ident))(mutable(2)))
emit("scalar_twice", G(Fn(twice))(mutable(2)))
emit("scalar_add", G(Fn(add1))(mutable(2.5)))
emit("mix", G(Fn(mix), (0, 1))(mutable((2, 3)), Tensor(np.array([1.0, 2.0], np.float32))))
emit("gradop_all", ops.GradOperation(get_all=True)(Fn(arith))(mutable([1, 2, 3], True)))
