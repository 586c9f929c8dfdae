"""Float16 Graph-mode chains through splitting and selecting: which MindSpore kernel an API runs decides whether
its output is rounded to float16 between float32-kernel ops (Exp, MatMul) or handed on unrounded (session 48,
debt48; MindSpore 2.10 CPU).  Measured: ``ops.split`` / ``Tensor.split`` with a list of sizes cut the pieces with
StridedSlice (unrounded), with a count with Split (rounded); ``mint.split`` rounds both ways (SplitWithSize /
Split); ``ops.tensor_split`` with a count rounds (Split, and Slice for an uneven count), with indices it is
StridedSlice (unrounded); ``mint.select`` / ``Tensor.select(dim, index)`` (SelectExtView) round where ``x[:, 3]``
does not.  msgraph had these backwards: ops.split with sizes rounded (its Split op; ``split_sizes*``), tensor_split
with a count and mint.select did not (basic slicing; ``tensor_split_*``, ``*select*``): some elements one float16
ulp off.  PyNative rounds every op (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor
from mindspore.ops import operations as P
from _conf import emit

a = Tensor((0.1 + 0.8 * (np.sin(np.arange(1024) * 0.37) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))
b = Tensor((np.cos(np.arange(64 * 64) * 0.53) * 0.2).reshape(64, 64).astype(np.float16))


# one graph per case: a float16 value read by several of these in one graph is left (docs/differences.md)
class C_split_sizes(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.split(e, [4, 12], 0)[1])


class C_split_sizes_method(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(e.split([4, 12], 0)[1])


class C_split_count(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.split(e, 4, 0)[1])


class C_mint_split_sizes(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(mint.split(e, [4, 12], 0)[1])


class C_mint_split_count(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(mint.split(e, 4, 0)[2])


class C_tensor_split_even(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.tensor_split(e, 2, 0)[1])


class C_tensor_split_uneven(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.tensor_split(e, 3, 0)[1])


class C_tensor_split_many(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.tensor_split(e, 20, 0)[2])


class C_tensor_split_axis1(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.tensor_split(e, 4, 1)[2])


class C_tensor_split_indices(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.tensor_split(e, [3, 9], 0)[1])


class C_tensor_split_method(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(e.tensor_split(2, 0)[1])


class C_vsplit(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.vsplit(e, 2)[1])


class C_hsplit(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(ops.hsplit(e, 2)[1])


class C_mint_select(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(mint.select(e, 0, 3))


class C_mint_select_neg(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(mint.select(e, 1, -2))


class C_tensor_select(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(e.select(0, 3))


class C_getitem_int(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(e[3])


class C_getitem_int_col(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return P.Exp()(e[:, 3])


class C_split_sizes_qkv(nn.Cell):
    def construct(self, a, b):
        q, k, v = ops.split(P.MatMul()(a, b), [16, 16, 32], 1)
        return P.MatMul()(q, b[:16]) + P.MatMul()(k, b[16:32]) + P.MatMul()(v[:, :16], b[:16])


for name in ['getitem_int', 'getitem_int_col', 'hsplit', 'mint_select', 'mint_select_neg', 'mint_split_count', 'mint_split_sizes', 'split_count', 'split_sizes', 'split_sizes_method', 'split_sizes_qkv', 'tensor_select', 'tensor_split_axis1', 'tensor_split_even', 'tensor_split_indices', 'tensor_split_many', 'tensor_split_method', 'tensor_split_uneven', 'vsplit']:
    emit(name, globals()['C_' + name]()(a, b))
