"""Cell.recompute keywords (found by the r2jit variant sweep of st pynative/recompute).  MindSpore 2.10's recompute
takes use_reentrant / output_recompute / early_stop / context_fn (msgraph refused them with ValueError), checks that
output_recompute and mp_comm_recompute / parallel_optimizer_comm_recompute are bools (TypeError; msgraph accepted any
value), and its gradients are those of the plain Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit_error


class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="bw")

    def construct(self, a):
        return ops.exp(a * self.w) + a


class Net(nn.Cell):
    def __init__(self, kw):
        super().__init__()
        self.b1 = Blk()
        self.b2 = Blk()
        self.b1.recompute(**kw)

    def construct(self, a):
        return (self.b2(self.b1(a)) ** 2).sum()


x = Tensor(np.array([0.1, 0.2], np.float32))
for tag, kw in [("plain", {}), ("use_reentrant_false", dict(use_reentrant=False)),
                ("output_recompute", dict(output_recompute=True)), ("early_stop_false", dict(early_stop=False)),
                ("context_fn_none", dict(context_fn=None)), ("mp_true", dict(mp_comm_recompute=True)),
                ("po_false", dict(parallel_optimizer_comm_recompute=False)),
                ("mp_str", dict(mp_comm_recompute="x")), ("mp_int", dict(mp_comm_recompute=1)),
                ("po_str", dict(parallel_optimizer_comm_recompute="yes")),
                ("output_recompute_str", dict(output_recompute="x")), ("unknown", dict(foo=1))]:
    def run(kw=kw):
        net = Net(kw)
        return ms.value_and_grad(net, 0, net.trainable_params())(x)
    emit_error(tag, run)
