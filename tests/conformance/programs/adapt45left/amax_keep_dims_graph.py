"""Tensor.amax / Tensor.amin keywords in graph code (session 44's Left, adapt45left): MindSpore 2.10's graph-code
methods take ``keep_dims=`` and refuse ``keepdims=`` (its RuntimeError "Got an unexpected keyword argument
'keepdims'"), in a jit function and a Graph-mode Cell; eager PyNative takes ``keepdims=`` and refuses ``keep_dims=``
(TypeError).  msgraph had the eager signature in both.  Positional arguments and ops.amax(keepdims=) work in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


@ms.jit
def amax_keepdims(t):
    return t.amax(axis=1, keepdims=True)


@ms.jit
def amax_keep_dims(t):
    return t.amax(axis=1, keep_dims=True)


@ms.jit
def amin_keepdims(t):
    return t.amin(axis=0, keepdims=True)


@ms.jit
def amin_keep_dims(t):
    return t.amin(0, keep_dims=True)


@ms.jit
def amax_positional(t):
    return t.amax(1, True)


@ms.jit
def ops_amax_keepdims(t):
    return ops.amax(t, axis=1, keepdims=True)


class CellAmax(nn.Cell):
    def construct(self, t):
        return t.amax(axis=1, keep_dims=False) + t.amin(axis=1, keep_dims=False)


for fn in (amax_keepdims, amax_keep_dims, amin_keepdims, amin_keep_dims, amax_positional, ops_amax_keepdims):
    emit_error(f"jit_{fn.__name__}", lambda: fn(x))
emit_error("cell_keep_dims", lambda: CellAmax()(x))
emit_error("eager_keepdims", lambda: x.amax(axis=1, keepdims=True))
emit_error("eager_keep_dims", lambda: x.amax(axis=1, keep_dims=True))
emit_error("eager_amin_keep_dims", lambda: x.amin(axis=1, keep_dims=True))
