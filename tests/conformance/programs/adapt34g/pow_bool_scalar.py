"""``x ** True`` (and ``x **= True`` in a Cell, ``ops.pow(x, True)``) with a bool Tensor ``x``: MindSpore 2.10's
TypeError "Select CPU operator[Pow] fail! Unsupported data type!" in both modes, as two bool Tensors; a bool
Tensor to an int power, or an int Tensor to a bool power, computes.  msgraph had computed [1, 0].  Found by
adapting st compiler/augassign_inplace (``x **= y`` over dtypes; session 34, adapt34g).  The valid cases come
first: MindSpore's PyNative can leave a failed op's error to the next call."""
import numpy as np

from mindspore import Tensor, nn, ops
from _conf import emit_error


class PowAug(nn.Cell):
    def construct(self, x, y):
        x **= y
        return x


class PowOp(nn.Cell):
    def construct(self, x, y):
        return x ** y


b = Tensor(np.array([True, False]))
emit_error("bool pow 2", PowOp(), b, 2)
emit_error("int pow True", PowOp(), Tensor(np.array([2, 3], np.int32)), True)
emit_error("float pow True", PowOp(), Tensor(np.array([2.0, 3.0], np.float32)), True)
emit_error("bool pow True", PowOp(), b, True)
emit_error("bool pow False", PowOp(), b, False)
emit_error("bool ipow True", PowAug(), b, True)
emit_error("ops.pow bool True", ops.pow, b, True)
