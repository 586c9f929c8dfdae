"""Maximum / Minimum's gradient at a tie between an integer Tensor and a bool Tensor (ut pynative_mode
test_implicit_conversion's mixed-dtype gradients, fifth pass, adapt45utb): the tie's half of an integer dout is
truncated in dout's dtype (half of 1 is 0), so the bool input's gradient is False there; msgraph's half stayed 0.5
and became True (SILENT, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

GA = ops.GradOperation(get_all=True, sens_param=True)


class Max(nn.Cell):
    def construct(self, x, y):
        return ops.maximum(x, y)


class Min(nn.Cell):
    def construct(self, x, y):
        return ops.minimum(x, y)


B = Tensor(np.array([True, True, False, True, False]))
for dn in ("int8", "uint8", "int32", "int64"):
    x = Tensor(np.array([1, 2, 3, 1, 0], dn))
    s = Tensor(np.array([1, 2, 1, 3, 5], dn))
    for name, net in (("maximum", Max), ("minimum", Min)):
        emit_error(f"{name}_{dn}_bool", lambda: GA(net())(x, B, s))   # (the value, or what it raises)
        emit_error(f"{name}_bool_{dn}", lambda: GA(net())(B, x, s))
