# Bad vmap axes and arguments raise MindSpore's error classes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit_error

x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
y = Tensor(np.arange(6).reshape(3, 2).astype(np.float32))


def two(a, b):
    return a * 2 + b, a.sum()


def one(a):
    return a * 2


def mul(a, b):
    return a * b


emit_error("in_axes_too_long", lambda: ms.vmap(two, (0, 1, 0), 0)(x, y))
emit_error("in_axis_out_of_bounds", lambda: ms.vmap(two, (0, 3), 0)(x, y))
emit_error("batch_sizes_differ", lambda: ms.vmap(two, (0, 0), 0)(x, y))
emit_error("in_axes_all_none", lambda: ms.vmap(two, (None, None), 0)(x, y))
emit_error("in_axis_float", lambda: ms.vmap(two, (0.5, 1), 0)(x, y))
emit_error("in_axis_str", lambda: ms.vmap(one, "a", 0)(x))
emit_error("in_axis_bool", lambda: ms.vmap(one, True, 0)(x))
emit_error("out_axes_single_none", lambda: ms.vmap(two, (0, 1), None)(x, y))
emit_error("out_axes_all_none", lambda: ms.vmap(two, (0, 1), (None, None))(x, y))
emit_error("out_axes_wrong_length", lambda: ms.vmap(two, (0, 1), (0, 0, 0))(x, y))
emit_error("out_axis_out_of_bounds", lambda: ms.vmap(two, (0, 1), (5, 0))(x, y))
emit_error("mapped_result_none_out_axis", lambda: ms.vmap(two, (0, 1), (0, None))(x, y))
emit_error("mapped_scalar_argument", lambda: ms.vmap(mul, 0, 0)(x, 3))
emit_error("keyword_argument", lambda: ms.vmap(mul, 0, 0)(x, b=x))
emit_error("fn_not_callable", lambda: ms.vmap(3, 0, 0)(x))


class Member(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1., 2., 3.], np.float32) * k), name="w")

    def construct(self, a):
        return a * self.w


emit_error("celllist_size_differs", lambda: ms.vmap(nn.CellList([Member(1), Member(2), Member(3)]), 0, 0)(x))
emit_error("celllist_out_axes_none", lambda: ms.vmap(nn.CellList([Member(1), Member(2)]), 0, None)(x))
