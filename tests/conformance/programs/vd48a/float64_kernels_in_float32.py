"""Three MindSpore 2.10 CPU kernels that compute float64 inputs in float32 (results of dtype Float64 carrying only
float32's digits), found by the value-dump sweep of st/ops/cpu (session 48, vd48a); the st tests' tolerances
(np.allclose's rtol 1e-5, 1e-4) hid them.  msgraph computed all three in float64 (SILENT: same dtype and shape,
values differing from the 8th digit on):

* ``P.Ger`` / ``ops.ger`` / ``Tensor.ger`` of float64: the products are rounded to float32 (both modes); the
  gradient stays float64 (st test_ger_op.py float64 cases);
* ``P.AvgPool3D`` / ``ops.avg_pool3d`` of float64: pooled in float32 (st test_avgpool_op.py
  test_avgpool3d_cpu_dynamic_shape[float64]);
* the LayerNorm gradient primitive ``LayerNormGrad`` of float64: computed in float32 (st test_layer_norm_grad_op.py
  test_layernormgrad_double).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)

x = np.array([1 / 3, 0.1, 1 + 2 ** -30, -2.7, 1e-3], np.float64)
y = np.array([1 / 7, 1 / 9, 3.3], np.float64)


class GerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ger = P.Ger()

    def construct(self, a, b):
        return self.ger(a, b), ops.ger(a, b), a.ger(b)


for i, out in enumerate(GerNet()(Tensor(x), Tensor(y))):
    emit(f"ger float64 #{i} dtype/shape", (str(out.dtype), out.shape))
    emit(f"ger float64 #{i} values", out, **EXACT)
out32 = P.Ger()(Tensor(x.astype(np.float32)), Tensor(y.astype(np.float32)))
emit("ger float32 values", out32, **EXACT)

sens = Tensor(np.arange(15, dtype=np.float64).reshape(5, 3) / 7 + 0.1)


def ger_loss(a, b):
    return (P.Ger()(a, b) * sens).sum()


gx, gy = ms.grad(ger_loss, (0, 1))(Tensor(x), Tensor(y))
emit("ger float64 gradient x", gx, rtol=1e-13, atol=0.0)
emit("ger float64 gradient y", gy, rtol=1e-13, atol=0.0)

v = (np.arange(2 * 2 * 4 * 4 * 4, dtype=np.float64).reshape(2, 2, 4, 4, 4) / 7.0 + 1 / 3) * np.where(
    np.arange(4) % 2 == 0, 1.0, -1.3)


class Pool3(nn.Cell):
    def __init__(self, pad_mode, cip):
        super().__init__()
        self.pool = P.AvgPool3D(kernel_size=3, strides=2, pad_mode=pad_mode, count_include_pad=cip,
                                **({"pad": 1} if pad_mode == "pad" else {}))

    def construct(self, t):
        return self.pool(t)


for pm, cip in (("valid", True), ("same", False), ("pad", True), ("pad", False)):
    out = Pool3(pm, cip)(Tensor(v))
    emit(f"avgpool3d float64 {pm} count_include_pad={cip} dtype/shape", (str(out.dtype), out.shape))
    emit(f"avgpool3d float64 {pm} count_include_pad={cip}", out, **EXACT)
out = ops.avg_pool3d(Tensor(v), kernel_size=2, stride=1)
emit("ops.avg_pool3d float64", out, **EXACT)

xl = np.arange(6 * 40, dtype=np.float64).reshape(6, 40) % 13 / 3.0 - 1.7
dyl = np.arange(6 * 40, dtype=np.float64).reshape(6, 40) % 7 / 9.0 - 0.31
gam = np.arange(40, dtype=np.float64) / 11 + 0.5
mean = xl.mean(1, keepdims=True)
var = xl.var(1, keepdims=True)
dx, dg, db = G.LayerNormGrad(1, 1)(Tensor(xl), Tensor(dyl), Tensor(var.astype(np.float32)),
                                   Tensor(mean.astype(np.float32)), Tensor(gam))
for name, t in (("dx", dx), ("dgamma", dg), ("dbeta", db)):
    a = t.asnumpy()
    emit(f"LayerNormGrad float64 {name} dtype/shape", (str(t.dtype), t.shape))
    emit(f"LayerNormGrad float64 {name} float32-representable", bool((a.astype(np.float32) == a).all()))
    emit(f"LayerNormGrad float64 {name}", t, rtol=1e-6, atol=1e-6)
emit("LayerNormGrad float64 dbeta exact", db, **EXACT)
