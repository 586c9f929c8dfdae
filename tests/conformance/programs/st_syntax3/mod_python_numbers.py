"""P.Mod on two Python numbers: a TypeError (MindSpore's Mod needs a Tensor operand)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Mod(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mod = P.Mod()

    def construct(self, x, y):
        return self.mod(x, y)


def starts(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        s = str(e)
        return s.startswith("For 'Mod', the element of 'x' must be one of Tensor") or \
            s.startswith("The primitive[Mod]'s input arguments[x, y] must be all tensor")
    return "no error"


emit_error("int_int", Mod(), 19, 2)
emit("int_int_msg", starts(Mod(), 19, 2))
emit_error("float_float", Mod(), 19.0, 2.0)
emit("tensor_int", Mod()(Tensor(19), 2))
emit("int_tensor", Mod()(19, Tensor(np.int32(4))))
