"""``t in [a, b]`` / ``t in self.list`` of Tensors in graph code compares only the items of t's shape AND dtype
(MindSpore 2.10's tensor_in_sequence): a Float32 ``[2.]`` is in no list of Int32 Tensors, so ``if c in self.list``
takes the else branch ([2.] there; msgraph had compared the values across dtypes and taken the if branch: [4.], a
silent difference), and with no such item ``in`` is the bool Tensor False (``not in``: the Python bool True).  Found
by adapting st compiler/control test_tensor_in_list to other dtypes (session 36, adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from mindspore import dtype as mstype
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.list = [Tensor([1], mstype.int32), Tensor([2], mstype.int32), Tensor([3], mstype.int32)]

    def construct(self, c):
        if c in self.list:
            out = c + c
        else:
            out = c + 0
        return out


@jit
def membership(c, x, y):
    return c in (x, y), c in [x, y], c not in [x, y]


net = Net()
emit_error("int32 in int32 list", net, Tensor([2], mstype.int32))
emit_error("int32 not in list", net, Tensor([4], mstype.int32))
emit_error("float32 [2.] in int32 list", net, Tensor([2.0], mstype.float32))
emit_error("int64 [2] in int32 list", net, Tensor([2], mstype.int64))
emit_error("float32 in (int32, float32)", membership, Tensor([2.0]), Tensor([2], mstype.int32), Tensor([2.0]))
emit_error("float16 in (float32, float64)", membership, Tensor([2.0], mstype.float16), Tensor([2.0]),
           Tensor([2.0], mstype.float64))
emit_error("bool in (int64, bool)", membership, Tensor([True]), Tensor([1]), Tensor([True]))
emit_error("other shape only", membership, Tensor([2.0, 2.0]), Tensor([2.0]), Tensor([2.0]))
