# Graph code: nested Tensor while loops where an inner loop turns a 0-d Tensor into shape (1,) (``z = c4``):
# the carried name becomes a value of changing rank, not carried by the outer loop; the result is as in
# PyNative (st/compiler/control test_ascend_control_sink test_mixed_while_if).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, Parameter, ops
from mindspore.common import dtype as mstype
from _conf import emit


@jit
def nested(x, y, z, c2, c4):
    out = c4
    while x < 2 * c2:
        y = c4
        x = x + 1
        while y < c2:
            z = c4
            while z < c2:
                z = z + 1
            y = y + 1
            out = out + z
        out = out + y
    return out + x


class MixedWhileIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assign = ops.Assign()
        self.var = Parameter(Tensor(np.ones((1,), np.float32)), name="var")

    def construct(self, x, y, z, c2, c4):
        out = c4
        self.assign(self.var, c4.astype(mstype.float32))
        while x < c2:
            y = c4
            while y < c2 and x < c2:
                if 2 * y < c2:
                    y = y + 2
                else:
                    y = y + 1
            out = out + y
            z = c4
            while z < c2:
                z = z + 1
            out = out + z
            x = x + 1
        out = out + x
        while x < 2 * c2:
            y = c4
            x = x + 1
            while y < c2:
                z = c4
                self.assign(self.var, z.astype(mstype.float32))
                while z < c2:
                    z = z + 1
                if x < c2:
                    y = y - 1
                else:
                    y = y + 1
                out = out + z
            out = out + y
        out = out + x
        return out


def i32(v):
    return Tensor(np.array(v, np.int32))


emit("nested", nested(i32(2), i32(14), i32(1), Tensor([4], mstype.int32), Tensor([0], mstype.int32)))
net = MixedWhileIf()
emit("mixed_while_if", net(i32(2), i32(14), i32(1), Tensor([14], mstype.int32), Tensor([0], mstype.int32)))
emit("mixed_while_if_var", net.var)
