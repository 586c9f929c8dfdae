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


class Case(nn.Cell):
    """One graph per case (a constant attribute picks the branch): a float16 value read by several of these in one
    graph is left (docs/differences.md, session 48)."""

    def __init__(self, case):
        super().__init__()
        self.case = case

    def construct(self, a, b):
        e = P.Exp()(a)
        if self.case == "split_sizes":
            return P.Exp()(ops.split(e, [4, 12], 0)[1])
        if self.case == "split_sizes_method":
            return P.Exp()(e.split([4, 12], 0)[1])
        if self.case == "split_count":
            return P.Exp()(ops.split(e, 4, 0)[1])
        if self.case == "mint_split_sizes":
            return P.Exp()(mint.split(e, [4, 12], 0)[1])
        if self.case == "mint_split_count":
            return P.Exp()(mint.split(e, 4, 0)[2])
        if self.case == "tensor_split_even":
            return P.Exp()(ops.tensor_split(e, 2, 0)[1])
        if self.case == "tensor_split_uneven":
            return P.Exp()(ops.tensor_split(e, 3, 0)[1])
        if self.case == "tensor_split_many":
            return P.Exp()(ops.tensor_split(e, 20, 0)[2])
        if self.case == "tensor_split_axis1":
            return P.Exp()(ops.tensor_split(e, 4, 1)[2])
        if self.case == "tensor_split_indices":
            return P.Exp()(ops.tensor_split(e, [3, 9], 0)[1])
        if self.case == "tensor_split_method":
            return P.Exp()(e.tensor_split(2, 0)[1])
        if self.case == "vsplit":
            return P.Exp()(ops.vsplit(e, 2)[1])
        if self.case == "hsplit":
            return P.Exp()(ops.hsplit(e, 2)[1])
        if self.case == "mint_select":
            return P.Exp()(mint.select(e, 0, 3))
        if self.case == "mint_select_neg":
            return P.Exp()(mint.select(e, 1, -2))
        if self.case == "tensor_select":
            return P.Exp()(e.select(0, 3))
        if self.case == "getitem_int":
            return P.Exp()(e[3])
        if self.case == "getitem_int_col":
            return P.Exp()(e[:, 3])
        q, k, v = ops.split(P.MatMul()(a, b), [16, 16, 32], 1)   # split_sizes_qkv
        return P.MatMul()(q, b[:16]) + P.MatMul()(k, b[16:32]) + P.MatMul()(v[:, :16], b[:16])


for name in ['getitem_int', 'getitem_int_col', 'hsplit', 'mint_select', 'mint_select_neg', 'mint_split_count', 'mint_split_sizes', 'split_count', 'split_sizes', 'split_sizes_method', 'split_sizes_qkv', 'tensor_select', 'tensor_split_axis1', 'tensor_split_even', 'tensor_split_indices', 'tensor_split_many', 'tensor_split_method', 'tensor_split_uneven', 'vsplit']:
    emit(name, Case(name)(a, b))
