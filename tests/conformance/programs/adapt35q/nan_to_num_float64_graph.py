"""`ops.nan_to_num` / `ops.NanToNum` / `Tensor.nan_to_num` of a float64 Tensor (found by the adapt35q sweep of st
dynamic_shape, set_inputs with None dims): MindSpore 2.10's PyNative refuses float64 (TypeError), its Graph mode and
`@jit` compute it, the default replacement of +-inf being float32's max (3.4028234663852886e+38), not float64's.
msgraph had refused float64 in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _conf import emit_error


class Fill(nn.Cell):
    def construct(self, x):
        return ops.nan_to_num(x, 0.0, 9.0, -9.0)


class Default(nn.Cell):
    def construct(self, x):
        return ops.nan_to_num(x), ops.NanToNum()(x), x.nan_to_num(1.5)


@jit
def in_jit(x):
    return ops.nan_to_num(x, nan=2.0) * 2


X = Tensor(np.array([np.nan, np.inf, -np.inf, 1.25, -0.5]), ms.float64)
X2 = Tensor(np.array([[np.nan, 3.0], [-np.inf, np.inf]]), ms.float64)
emit_error("fill", lambda: Fill()(X))
emit_error("default", lambda: Default()(X))
emit_error("jit", lambda: in_jit(X))


class Dyn(nn.Cell):
    def construct(self, x):
        return ops.nan_to_num(x, 0.0, 9.0, -9.0)


def dyn_calls():
    net = Dyn()
    net.set_inputs(Tensor(shape=None, dtype=ms.float64))
    return net(X), net(X2)


emit_error("set_inputs_dynamic_rank", dyn_calls)
emit_error("float32_default", lambda: Default()(Tensor(np.array([np.inf, np.nan], np.float32))))
