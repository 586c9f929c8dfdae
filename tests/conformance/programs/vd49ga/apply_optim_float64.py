"""In-place optimizer primitives of float64 Parameters whose MindSpore 2.10 CPU kernel computes in float32
(Float64 results carrying float32's digits), found by the value-dump sweep of st/ops/gpu run on the CPU
(session 49, vd49ga); the st test's tolerance (1e-5) hid it.  msgraph computed in float64 (SILENT: same dtype and
shape, values differing from the 8th digit on):

* ``P.ApplyAdadelta`` of float64 var / accum / accum_update / grad with float64 Tensor or Python-number
  hyper-parameters: the returned var, accum, accum_update and the stored Parameters (st test_adadelta_op.py
  test_apply_adadelta_ddd).  The float32 kernel's order and fused multiply-adds are followed too (msgraph's
  float32 ApplyAdadelta was 1 ulp off in ~1-2% of the values).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)

var0 = np.arange(12, dtype=np.float64).reshape(3, 4) / 7 - 0.3
acc0 = np.arange(12, dtype=np.float64).reshape(3, 4) / 9 + 0.1
upd0 = np.arange(12, dtype=np.float64)[::-1].reshape(3, 4) / 11 + 0.05
grad = np.arange(12, dtype=np.float64).reshape(3, 4) / 3 - 1.7
N = 400
var32 = (np.arange(N) / 7 - 0.3).astype(np.float32)
acc32 = (np.arange(N) / 9 + 0.1).astype(np.float32)
upd32 = (np.arange(N)[::-1] / 11 + 0.05).astype(np.float32)
grad32 = (np.sin(np.arange(N)) * 3).astype(np.float32)


class Adadelta(nn.Cell):
    def __init__(self, v=var0, a=acc0, u=upd0):
        super().__init__()
        self.op = P.ApplyAdadelta()
        self.var = Parameter(Tensor(v), name="var")
        self.accum = Parameter(Tensor(a), name="accum")
        self.accum_update = Parameter(Tensor(u), name="accum_update")

    def construct(self, lr, rho, eps, g):
        return self.op(self.var, self.accum, self.accum_update, lr, rho, eps, g)


for tag, hyper in (("tensors", (Tensor(np.float64(0.01)), Tensor(np.float64(0.9)), Tensor(np.float64(1e-6)))),
                   ("numbers", (0.01, 0.9, 1e-6))):
    net = Adadelta()
    out = net(*hyper, Tensor(grad))
    for name, o in zip(("var", "accum", "accum_update"), out):
        emit(f"adadelta float64 {tag} {name} dtype/shape", (str(o.dtype), o.shape))
        emit(f"adadelta float64 {tag} {name}", o, **EXACT)
    emit(f"adadelta float64 {tag} stored var", net.var, **EXACT)
    emit(f"adadelta float64 {tag} stored accum_update", net.accum_update, **EXACT)


net = Adadelta(var32, acc32, upd32)
out = net(Tensor(np.float32(0.01)), Tensor(np.float32(0.9)), Tensor(np.float32(1e-6)), Tensor(grad32))
for name, o in zip(("var", "accum", "accum_update"), out):
    emit(f"adadelta float32 {name} dtype/shape", (str(o.dtype), o.shape))
    emit(f"adadelta float32 {name}", o, **EXACT)
