"""Tensor VALUES used where graph code needs a constant (an axis, a shape, a size, a count): MindSpore 2.10
reads them in both modes, for a Tensor input of a jit function or Cell as for a constant Tensor
(ops.ones/zeros/fill sizes, x.sum(axis), ops.reshape/tile/broadcast_to shapes, argmax/cumsum/gather axes,
topk k, expand_dims/unsqueeze/flip axes, slice bounds, one_hot depth, eye size, view shape); a new value
gives a new result. Output sizes that depend on values
(nonzero, masked_select, boolean indexing, unique) work in Graph mode too; repeat_interleave with a Tensor
input of counts is a RuntimeError in Graph mode; ops.full takes no Tensor size."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def sum_axis(x, a):
    return x.sum(a)


def mean_axis(x, a):
    return x.mean(a)


def ones_n(n):
    return ops.ones(n)


def zeros_n(n):
    return ops.zeros(n, ms.int32)


def zeros_tuple_of_tensor(n):
    return ops.zeros((n, 2))


def fill_n(n):
    return ops.fill(ms.float32, n, 1.5)


def full_n(n):
    return ops.full(n, 2.0)


def reshape_s(x, s):
    return ops.reshape(x, s)


def tile_r(x, r):
    return ops.tile(x, r)


def broadcast_s(x, s):
    return ops.broadcast_to(x, s)


def gather_axis(x, a):
    return ops.gather(x, Tensor([0]), a)


def cumsum_axis(x, a):
    return ops.cumsum(x, a)


def argmax_axis(x, a):
    return ops.argmax(x, a)


def expand_dims_axis(x, a):
    return ops.expand_dims(x, a)


def topk_k(x, k):
    return ops.topk(x, k)[0]


def arange_n(n):
    return ops.arange(n)


def repeat_interleave_tensor(x, r):
    return x.repeat_interleave(r, 0)


def repeat_interleave_const(x):
    return x.repeat_interleave(Tensor([1, 2]), 0)


def nonzero(x):
    return x.nonzero()


def nonzero_tuple(x):
    return ops.nonzero(x, as_tuple=True)


def masked_select(x, m):
    return ops.masked_select(x, m) * 2


def bool_index(x):
    return x[x > 2]


def unique(x):
    return ops.unique(x)[0]


def slice_n(x, n):
    return x[:n]


def slice_cols(x, n):
    return x[:, 1:n]


def index_n(x, n):
    return x[n]


def one_hot_depth(i, d):
    return ops.one_hot(i, d, Tensor(1.0), Tensor(0.0))


def eye_n(n):
    return ops.eye(n, n, ms.float32)


def view_shape(x, s):
    return x.view(s)


def unsqueeze_dim(x, d):
    return x.unsqueeze(d)


def flip_dim(x, d):
    return ops.flip(x, (d,))


def split_tensor_size(x, n):
    return ops.split(x, n, 1)[0]


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
x34 = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
cases = (
    ("slice_bound", slice_n, (x34, Tensor(2))), ("slice_bound_again", slice_n, (x34, Tensor(1))),
    ("slice_cols", slice_cols, (x34, Tensor(3))), ("index", index_n, (x34, Tensor(1))),
    ("one_hot_depth", one_hot_depth, (Tensor([0, 2], ms.int32), Tensor(3))), ("eye", eye_n, (Tensor(2),)),
    ("view_shape", view_shape, (x34, Tensor([2, 6]))), ("unsqueeze", unsqueeze_dim, (x34, Tensor(0))),
    ("flip", flip_dim, (x34, Tensor(0))), ("split_tensor_size", split_tensor_size, (x34, Tensor(2))),
    ("sum_axis", sum_axis, (x, Tensor(1))), ("sum_axis_again", sum_axis, (x, Tensor(0))),
    ("mean_axis", mean_axis, (x, Tensor(0))),
    ("ones_scalar", ones_n, (Tensor(3),)), ("ones_shape", ones_n, (Tensor([2, 3]),)),
    ("ones_shape_again", ones_n, (Tensor([1, 2]),)),
    ("zeros_shape", zeros_n, (Tensor((2, 2)),)), ("zeros_tuple_of_tensor", zeros_tuple_of_tensor, (Tensor(3),)),
    ("fill_shape", fill_n, (Tensor([2, 2]),)), ("full_tensor_size", full_n, (Tensor([2, 2]),)),
    ("reshape", reshape_s, (x, Tensor([3, 2]))), ("reshape_again", reshape_s, (x, Tensor([6]))),
    ("tile", tile_r, (x, Tensor([1, 2]))), ("broadcast_to", broadcast_s, (Tensor([1.0, 2.0]), Tensor([2, 2]))),
    ("gather_axis", gather_axis, (x, Tensor(1))), ("cumsum_axis", cumsum_axis, (x, Tensor(1))),
    ("argmax_axis", argmax_axis, (x, Tensor(1))), ("expand_dims_axis", expand_dims_axis, (x, Tensor(0))),
    ("topk_k", topk_k, (Tensor([1.0, 3.0, 2.0]), Tensor(2))), ("arange", arange_n, (Tensor(4),)),
    ("repeat_interleave_tensor_input", repeat_interleave_tensor, (x, Tensor([1, 2]))),
    ("repeat_interleave_constant", repeat_interleave_const, (x,)),
    ("nonzero", nonzero, (Tensor([[0.0, 1.0], [2.0, 0.0]]),)),
    ("nonzero_as_tuple_ops", nonzero_tuple, (Tensor([[0.0, 1.0], [2.0, 0.0]]),)),
    ("masked_select", masked_select, (x, x > 2)), ("bool_index", bool_index, (x,)),
    ("unique", unique, (Tensor([1, 1, 2, 3], ms.int32),)))
for label, fn, args in cases:
    emit_error(label, Call(fn), *args)
    emit_error(label + "_jit", ms.jit(fn), *args)


class Net(nn.Cell):
    def construct(self, x, axis, n):
        return x.sum(axis) + ops.ones(n).sum(), ops.zeros((n, 2)).shape


net = Net()
for a, n in ((0, 2), (1, 3), (0, 2), (1, 4)):
    emit(f"same_cell_axis{a}_n{n}", net(x, Tensor(a), Tensor(n)))
