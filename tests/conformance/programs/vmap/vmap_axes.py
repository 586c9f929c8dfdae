# vmap's in_axes / out_axes forms: ints, negative axes, None (unmapped), lists, nested tuples matching
# the arguments and results, Python-scalar results broadcast along the mapped axis.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
y = Tensor(np.arange(6).reshape(3, 2).astype(np.float32) - 2)
z = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


def add3(a, b, c):
    return a + b + c


def scale(a):
    return a * 2 + 1


def mul(a, b):
    return a * b


def several(a, b):
    return a * 2 + b, 1, 2.5, True, a.sum()


def nested_out(a):
    return a, (a * 2, a.sum())


def pair_in(p, s):
    return p[0] * p[1] + s


emit("int_axes", ms.vmap(add3, in_axes=(0, 1, None), out_axes=1)(x, y, z))
emit("default_axes", ms.vmap(scale)(x))
emit("neg_in_axis", ms.vmap(scale, -1, 0)(x))
emit("neg_out_axis", ms.vmap(scale, 0, -1)(x))
emit("list_in_axes", ms.vmap(mul, [0, None], 0)(x, z))
emit("scalar_arg_unmapped", ms.vmap(mul, (0, None), 0)(x, 3))
emit("scalar_results_broadcast", ms.vmap(several, (0, 1), 0)(x, y))
emit("scalar_results_unmapped", ms.vmap(several, (0, 1), (0, None, None, None, 0))(x, y))
emit("nested_out_axes", ms.vmap(nested_out, 0, (1, (0, 0)))(x))
emit("int_for_subtree", ms.vmap(nested_out, 0, (1, 0))(x))
emit("nested_in_axes", ms.vmap(pair_in, ((0, 1), None), 0)((x, y), z[:2].reshape(2, 1)))
emit("int_over_tuple_arg", ms.vmap(pair_in, (0, None), 0)((x, x * 3), 1.5))
emit("int_dtype", ms.vmap(scale, 0, 0)(Tensor(np.arange(8).reshape(4, 2).astype(np.int32))))
emit("single_tuple_out_axes", ms.vmap(scale, 0, (1,))(x))
emit("ops_vmap_alias", ops.vmap(scale, 1, 0)(x))
emit("functional_vmap_alias", ops.functional.vmap(scale, 1, 1)(x))


class AddNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Tensor(np.array([5, 6], np.float32))

    def construct(self, a, b):
        return ((1, 2), 3), self.inner + 1, a.sum() + b[0].sum()


emit("cell_nested_results", ms.vmap(AddNet(), in_axes=(1, [-1, None]), out_axes=((0, None), 0, 0))(
    x, (Tensor(np.ones((2, 3), np.float32)), 1)))


class Unmapped(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Tensor(np.array([5, 6], np.float32))

    def construct(self, a, b):
        return a * 2, self.inner + 1, b * 3


emit("unmapped_tensor_results_none_axis", ms.vmap(Unmapped(), (0, None), (0, None, None))(x, z))
emit("unmapped_tensor_results_broadcast", ms.vmap(Unmapped(), (0, None), (0, 1, 0))(x, z))
