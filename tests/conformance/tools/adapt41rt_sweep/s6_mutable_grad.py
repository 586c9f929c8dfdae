"""GradOperation inside a Cell with set_inputs (dynamic shape) and mutable int/bool arguments (test_runtime_ref_count
test_output_ref_count_max's network with ops MindSpore's CPU build runs)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable, mint
from _h import case

xt = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


class MaxDim(nn.Cell):
    def construct(self, x, dim, keepdim):
        return mint.max(x, dim, keepdim)


class SumDim(nn.Cell):
    def construct(self, x, dim, keepdim):
        return x.sum(dim, keepdim) * x.sum(dim, keepdim)


class CumDim(nn.Cell):
    def construct(self, x, dim, keepdim):
        return ops.cumsum(x, dim) * x


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, d, k):
        return ops.GradOperation()(self.net)(x, d, k)


for name, net in (("max", MaxDim), ("sum", SumDim), ("cumsum", CumDim)):
    case(f"{name}_plain", lambda net=net: G(net())(xt, 1, True))
    case(f"{name}_mutable", lambda net=net: G(net())(xt, mutable(1), mutable(True)))
    case(f"{name}_mutable_neg", lambda net=net: G(net())(xt, mutable(-2), mutable(False)))

    def _si(net=net, dyn=True):
        n = G(net())
        n.set_inputs(Tensor(shape=(None, None) if dyn else (2, 4), dtype=ms.float32), mutable(1, dynamic_len=False),
                     mutable(True, dynamic_len=False))
        return n(xt, mutable(1, dynamic_len=False), mutable(True, dynamic_len=False))
    case(f"{name}_set_inputs_dyn", _si)
    case(f"{name}_set_inputs_static", lambda _si=_si: _si(dyn=False))

    def _si2(net=net):
        n = G(net())
        n.set_inputs(Tensor(shape=(None, None), dtype=ms.float32), mutable(1), mutable(True))
        a = n(xt, mutable(1), mutable(True))
        b = n(xt, mutable(0), mutable(False))
        return a, b
    case(f"{name}_set_inputs_twice", _si2)
    case(f"{name}_pyn_grad_mutable", lambda net=net: ops.GradOperation()(net())(xt, mutable(1), mutable(True)))
