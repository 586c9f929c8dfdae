"""ops.gcd / ops.lcm of a uint16 / uint32 / uint64 Tensor beside an integer Tensor of another dtype, fifth pass
(adapt44cpua, st ops/cpu test_gcd_op / test_lcm_op dtype matrices): MindSpore 2.10's implicit conversion has no rule
for those unsigned dtypes -- its TypeError in both modes; msgraph promoted them (uint16 with int32: Int32) and
computed.  uint8 and two signed dtypes still promote (uint8 or int16 with int32: Int32)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y)


A = [[1, 2, 3], [0, 4, 1]]
B = [[2, 3, -2], [5, -1, 4]]
for name, fn in (("gcd", ops.gcd), ("lcm", ops.lcm)):
    for d1, d2 in (("uint16", "int32"), ("uint32", "int64"), ("int32", "uint16"), ("uint64", "uint8"),
                   ("uint8", "int32"), ("int16", "int32")):
        emit_error(f"{name}.{d1}.{d2}", lambda: Fn(fn)(Tensor(np.array(A).astype(d1)),
                                                       Tensor(np.abs(np.array(B)).astype(d2))))
