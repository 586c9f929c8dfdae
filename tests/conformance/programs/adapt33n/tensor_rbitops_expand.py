"""Tensor operators and expand (session 33, adapt33n): MindSpore 2.10's PyNative Tensor has no __rand__ / __ror__ /
__rxor__, so ``2 & x``, ``True | x``, ``3 ^ x`` are Python's TypeError there (graph code computes them; msgraph had
computed them in PyNative too); ``Tensor.expand`` takes the sizes as separate ints too (``x.expand(2, 3)``,
``x.expand(-1, 3)``; msgraph: TypeError)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error


class Reflected(nn.Cell):
    def construct(self, x):
        return 2 & x, True | x, 3 ^ x


x = Tensor(np.array([1, 2, 3], np.int32))
b = Tensor(np.array([True, False, True]))
emit_error("rand_int", lambda: 2 & x)
emit_error("ror_int", lambda: 5 | x)
emit_error("rxor_int", lambda: 3 ^ x)
emit_error("rand_bool", lambda: True & b)
emit_error("ror_bool", lambda: False | b)
emit_error("and_int", lambda: x & 2)
emit_error("cell", Reflected(), x)
emit_error("expand_ints", lambda: x[None].expand(2, 3))
emit_error("expand_tuple", lambda: x[None].expand((2, 3)))
emit_error("expand_tensor", lambda: x[None].expand(Tensor(np.array([2, 3]))))
emit_error("expand_neg", lambda: x[None].expand(-1, 3))
emit_error("expand_3d", lambda: x.expand(2, 2, 3))
