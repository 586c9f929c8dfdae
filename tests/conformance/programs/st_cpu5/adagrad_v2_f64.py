"""Adapted from tests/st/ops/cpu/test_apply_adagrad_v2_op.py (test_vmap_apply_adagrad_v2): ApplyAdagradV2 and
ApplyAdaMax have no float64 CPU kernel; MindSpore computes float64 states in float32 and returns float64.
Only the returned values are compared: MindSpore 2.10 leaves the float64 Parameters themselves unchanged (the
kernel updates a cast copy), msgraph writes them (docs/differences.md, h-cpu)."""
import numpy as np
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
import mindspore.common.dtype as mstype
from _conf import emit


class VmapNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ApplyAdagradV2(1e-6)

    def construct(self, var, accum, lr, grad):
        return self.op(var, accum, lr, grad)


a = np.array([[0.59021956, 0.6402413, 0.26803252], [0.64904916, 0.5892827, 0.6982026],
              [0.4472826, 0.4589515, 0.29412633]])
var, accum = Parameter(a.copy(), name="var"), Parameter(a.copy(), name="accum")
v, acc = ops.vmap(VmapNet(), in_axes=(0, 0, 0, 0))(var, accum, Tensor([0.001, 0.1, 3], mstype.float32),
                                                   Tensor(np.arange(9).reshape(3, 3).astype(np.float16)))
emit("vmap_var", v, rtol=0, atol=0)
emit("vmap_accum", acc, rtol=0, atol=0)

v, acc = P.ApplyAdagradV2(1e-6)(Parameter(a[0].copy(), name="v"), Parameter(a[0].copy(), name="a"),
                                 Tensor(np.float64(0.1)), Tensor(np.array([0.1, 0.7, 0.3])))
emit("f64_var", v, rtol=0, atol=0)
emit("f64_accum", acc, rtol=0, atol=0)
out = P.ApplyAdaMax()(Parameter(a[0].copy(), name="v"), Parameter(a[1].copy(), name="m"),
                      Parameter(a[2].copy(), name="s"), Tensor(np.float64(0.9)), Tensor(np.float64(0.1)),
                      Tensor(np.float64(0.9)), Tensor(np.float64(0.99)), Tensor(np.float64(1e-8)),
                      Tensor(np.array([0.1, 0.7, 0.3])))
for name, t in zip(("var", "m", "v"), out):
    emit(f"ada_max_f64_{name}", t, rtol=0, atol=0)
