"""Float16 Graph-mode chains through slicing: what rounds is the op, not how the slice is written (session 48,
debt48; MindSpore 2.10 CPU).  MindSpore's basic indexing is StridedSlice, which its Graph mode runs between the
float32 kernels of raised ops (Exp, MatMul) without rounding, whatever the step: ``x[2:10]``, ``x[2:10:1]``,
``x[2:10:2]``, ``x[:, 1:40:1]``, ``P.StridedSlice`` with strides 1.  ``P.Slice`` / ``ops.slice`` / ``ops.narrow`` /
``Tensor.narrow`` are the Slice kernel, which rounds.  msgraph told the two apart by an explicit step of 1 in the
index (Slice wrote one, ``x[a:b]`` has None), so a user's ``x[2:10:1]`` rounded in msgraph's Graph mode and not in
MindSpore's (``exp_step1``, ``mm_step1``, ``exp_step1_cols``: some elements one float16 ulp off).  PyNative rounds
every op (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

a = Tensor((0.1 + 0.8 * (np.sin(np.arange(1024) * 0.37) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))
b = Tensor((np.cos(np.arange(64 * 64) * 0.53) * 0.2).reshape(64, 64).astype(np.float16))


class Chains(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        m = P.MatMul()(a, b)
        return {"exp_step1": P.Exp()(e[2:10:1]), "exp_none": P.Exp()(e[2:10]), "exp_step2": P.Exp()(e[2:14:2]),
                "exp_step1_cols": P.Exp()(e[:, 1:40:1]), "exp_p_slice": P.Exp()(P.Slice()(e, (2, 0), (8, 64))),
                "exp_ops_slice": P.Exp()(ops.slice(e, (2, 0), (8, 64))), "exp_narrow": P.Exp()(ops.narrow(e, 0, 2, 8)),
                "exp_tensor_narrow": P.Exp()(e.narrow(0, 2, 8)),
                "exp_strided_1": P.Exp()(P.StridedSlice()(e, (2, 0), (10, 64), (1, 1))),
                "mm_step1": P.MatMul()(m[:, 0:32:1], b[:32]), "mm_none": P.MatMul()(m[:, :32], b[:32]),
                "mm_p_slice": P.MatMul()(P.Slice()(m, (0, 0), (16, 32)), b[:32]),
                "mm_step2": P.MatMul()(m[:, 0:64:2], b[:32])}


out = Chains()(a, b)
for k in sorted(out):
    emit(k, out[k])
