"""MindSpore 2.10's new-style Tensor-method overloads with no CPU kernel: in Graph mode x.chunk(3, dim=0),
x.cumsum(dim=0), x.sort(dim=-1), x.expand_as(other=y) are a RuntimeError (the deprecated forms run), and
in both modes x.scatter_add(dim, index, src), x.repeat_interleave(..., output_size=), x.nonzero(False);
x.nonzero(as_tuple=True) runs in Graph mode only. repeat_interleave takes a list or a constant Tensor of
counts (a Tensor input of a graph is a RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args, **kwargs):
        return self.fn(*args, **kwargs)


def chunk_dim(x):
    return x.chunk(3, dim=0)


def chunk_pos(x):
    return x.chunk(3, 0)


def cumsum_dim(x):
    return x.cumsum(dim=0)


def cumsum_axis(x):
    return x.cumsum(axis=0)


def sort_dim(x):
    return x.sort(dim=-1)


def sort_pos(x):
    return x.sort(-1)


def expand_as_other(x, y):
    return x.expand_as(other=y)


def expand_as_x(x, y):
    return x.expand_as(x=y)


def scatter_add_dim(x, i, s):
    return x.scatter_add(1, i, s)


def ri_output_size(x):
    return x.repeat_interleave(2, None, output_size=None)


def ri_list(x):
    return x.repeat_interleave([1, 2], 0)


def ri_const_tensor(x):
    return x.repeat_interleave(Tensor([1, 2]), 0)


def ri_tensor_input(x, r):
    return x.repeat_interleave(r, 0)


def nonzero_positional(x):
    return x.nonzero(False)


def nonzero_tuple(x):
    return x.nonzero(as_tuple=True)


a = Tensor(np.arange(9).astype(np.float32))
m = Tensor(np.array([[8, 2, 1], [5, 9, 3]]), ms.float32)
for label, fn, args in (
        ("chunk_dim", chunk_dim, (a,)), ("chunk_positional", chunk_pos, (a,)),
        ("cumsum_dim", cumsum_dim, (m,)), ("cumsum_axis", cumsum_axis, (m,)),
        ("sort_dim", sort_dim, (m,)), ("sort_positional", sort_pos, (m,)),
        ("expand_as_other", expand_as_other, (Tensor([1.0, 2.0, 3.0]), Tensor(np.ones((2, 3)), ms.float32))),
        ("expand_as_x", expand_as_x, (Tensor([1.0, 2.0, 3.0]), Tensor(np.ones((2, 3)), ms.float32))),
        ("scatter_add_dim_index_src", scatter_add_dim, (Tensor([[1.0, 2, 3, 4, 5]]), Tensor(np.array([[2, 4]])),
                                                         Tensor([[8.0, 8.0]]))),
        ("repeat_interleave_output_size", ri_output_size, (Tensor([1, 2, 3], ms.int32),)),
        ("repeat_interleave_list", ri_list, (Tensor([[1, 2], [3, 4]], ms.int32),)),
        ("repeat_interleave_const_tensor", ri_const_tensor, (Tensor([[1, 2], [3, 4]], ms.int32),)),
        ("repeat_interleave_tensor_input", ri_tensor_input, (Tensor([[1, 2], [3, 4]], ms.int32), Tensor([1, 2]))),
        ("nonzero_positional", nonzero_positional, (Tensor([[0.0, 1.0], [2.0, 0.0]]),)),
        ("nonzero_as_tuple", nonzero_tuple, (Tensor([[0.0, 1.0], [2.0, 0.0]]),))):
    emit_error(label, Call(fn), *args)
