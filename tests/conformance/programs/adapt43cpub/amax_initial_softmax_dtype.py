"""Keyword arguments msgraph lacked (adapt43cpub): ops.amax / ops.amin / Tensor.amax / Tensor.amin take
``initial`` (a number or Tensor the result is at least / at most; a float on an int input truncates) and ``where`` (a
broadcast bool mask whose left-out elements count as ``initial``; without ``initial`` a ValueError);
Tensor.softmax(axis, dtype) casts first; ops.top_k(input_x, k, sorted) and ops.inv(x) take their keywords (msgraph:
TypeErrors).  Directly and inside a Cell's construct (Graph mode's
Tensor.amax refuses ``initial``: msgraph follows PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

FOLLOW_PYNATIVE = {"cell_tensor_amax_initial": "MindSpore 2.10's graph-mode Tensor.amax lacks 'initial' (RuntimeError "
                   "'Got an unexpected keyword argument'); its PyNative Tensor.amax and graph-mode ops.amax take it"}

X = Tensor(np.array([[1.5, 0.0, -2.0], [3.0, 3.0, 0.5]], np.float32))
I = Tensor(np.array([[1, 0, -2], [3, 3, 5]], np.int32))
M = Tensor(np.array([[True, False, True], [False, False, False]]))
H = Tensor(np.array([[1.5, 0.0, -2.0], [3.0, 3.0, 0.5]], np.float16))

emit_error("amax_initial", lambda: ops.amax(X, 1, initial=2.0))
emit_error("amax_initial_all", lambda: ops.amax(X, initial=10.0))
emit_error("amax_initial_keepdims", lambda: ops.amax(X, 0, True, initial=2.0))
emit_error("amax_initial_int", lambda: ops.amax(I, 1, initial=4))
emit_error("amax_initial_float_on_int", lambda: ops.amax(I, 1, initial=4.5))
emit_error("amax_initial_tensor", lambda: ops.amax(X, 1, initial=Tensor(2.0)))
emit_error("amax_where", lambda: ops.amax(X, 1, initial=-9.0, where=M))
emit_error("amax_where_broadcast", lambda: ops.amax(X, 1, initial=-9.0, where=Tensor(np.array([True, False, True]))))
emit_error("amax_where_no_initial", lambda: ops.amax(X, 1, where=M))
emit_error("amin_initial_tuple_axis", lambda: ops.amin(X, (0, 1), initial=-1.0))
emit_error("amin_where", lambda: ops.amin(X, 1, initial=9.0, where=M))
emit_error("tensor_amax_initial", lambda: X.amax(1, initial=2.0))
emit_error("tensor_amax_where", lambda: X.amax(1, initial=-9.0, where=M))
emit_error("tensor_amin_initial", lambda: X.amin(axis=0, keepdims=True, initial=0.0))
emit_error("tensor_softmax_dtype", lambda: H.softmax(-1, dtype=ms.float32))
emit_error("tensor_softmax_dtype_positional", lambda: H.softmax(0, ms.float32))
emit_error("top_k_keywords", lambda: ops.top_k(input_x=X, k=2, sorted=True))
emit_error("inv_x_keyword", lambda: ops.inv(x=X))


class Red(nn.Cell):
    def construct(self, x, m):
        return ops.amax(x, 1, initial=-9.0, where=m) + ops.amin(x, -1, initial=1.0)


class RedT(nn.Cell):
    def construct(self, x):
        return x.amax(0, initial=2.0)


class Soft(nn.Cell):
    def construct(self, x):
        return x.softmax(-1, dtype=ms.float32)


emit_error("cell_amax_amin_initial_where", lambda: Red()(X, M))
emit_error("cell_tensor_amax_initial", lambda: RedT()(X))
emit_error("cell_tensor_softmax_dtype", lambda: Soft()(H))
emit_error("grad_amax_initial_where", lambda: ms.grad(lambda x: ops.amax(x, 1, initial=1.0, where=M).sum())(X))
