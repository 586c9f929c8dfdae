"""mint.prod / ops.prod / Tensor.prod with no axis and keepdim=True (session 35, adapt35x): MindSpore 2.10's ProdExt
refuses it (ValueError "when axis is None, keep_dims can only set to false"), in PyNative and under ms.jit; an axis
of () still reduces everything to a (1, 1) Tensor, and a non-bool keepdim is mint.prod's TypeError.  msgraph had
returned the (1, 1) product."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error

t = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
ti = Tensor(np.array([[1, 2], [3, -4]], np.int32))
emit_error("mint_dim0_keep", lambda: mint.prod(t, 0, True))
emit_error("ops_empty_tuple_keep", lambda: ops.prod(t, (), True))
emit_error("mint_none_nokeep", lambda: mint.prod(ti, None, False))


class Prod(nn.Cell):
    def construct(self, x):
        return mint.prod(x, None, True)


emit_error("mint_none_keep", lambda: mint.prod(t, None, True))
emit_error("mint_none_keep_int", lambda: mint.prod(ti, keepdim=True))
emit_error("ops_none_keep", lambda: ops.prod(t, None, True))
emit_error("method_keepdim_kw", lambda: t.prod(keepdim=True))
emit_error("mint_keepdim_int", lambda: mint.prod(t, keepdim=1))
emit_error("cell", Prod(), t)
