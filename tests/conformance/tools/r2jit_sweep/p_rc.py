import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case
class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="bw")
    def construct(self, a):
        return ops.exp(a * self.w) + a
x = Tensor(np.array([0.1, 0.2], np.float32))
for nm, kw in [("mp_str", dict(mp_comm_recompute="x")), ("mp_int", dict(mp_comm_recompute=1)), ("mp_true", dict(mp_comm_recompute=True)),
               ("po_str", dict(parallel_optimizer_comm_recompute="x")), ("po_true", dict(parallel_optimizer_comm_recompute=True)),
               ("rsa", dict(recompute_slice_activation="x")), ("rsa_t", dict(recompute_slice_activation=True)),
               ("unknown", dict(foo=1)), ("use_reentrant_f", dict(use_reentrant=False)), ("out_rc", dict(output_recompute=True)),
               ("out_rc_str", dict(output_recompute="x")), ("use_re_str", dict(use_reentrant="x")), ("early", dict(early_stop=False))]:
    def run(kw=kw):
        b = Blk(); r = b.recompute(**kw)
        return r, ms.value_and_grad(b, 0, b.trainable_params())(x)
    case("rc_" + nm)(run)
case("rc_positional")(lambda: Blk().recompute(True))
