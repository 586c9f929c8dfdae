"""ms.jit(input_signature=...) called with inputs that do not match it (found by the r2jit variant sweep of st
pynative/jit and dynamic_shape).  MindSpore 2.10 deprecates input_signature (a warning) and does not hold calls to it:
a Tensor of another dtype, rank or dimension, or a keyword argument, runs the function on what was passed, in
PyNative and GRAPH_MODE.  msgraph raised a SignatureError (TypeError) for each."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error


def run(tag):
    @jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32),))
    def f(a):
        return a.sum(axis=0) * 2, a.shape

    @jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[2], dtype=ms.int32)))
    def g(a, b):
        return a.sum() + b

    @jit(input_signature=Tensor(shape=None, dtype=ms.float32))
    def h(a):
        return a * 2

    emit_error(tag + "ok", lambda: f(Tensor(np.ones((2, 3), np.float32))))
    emit_error(tag + "dyn_dim", lambda: f(Tensor(np.arange(12).reshape(4, 3).astype(np.float32))))
    emit_error(tag + "int32", lambda: f(Tensor(np.arange(6).reshape(2, 3).astype(np.int32))))
    emit_error(tag + "float64", lambda: f(Tensor(np.ones((2, 3), np.float64))))
    emit_error(tag + "rank1", lambda: f(Tensor(np.arange(3).astype(np.float32))))
    emit_error(tag + "other_dim", lambda: f(Tensor(np.ones((3, 4), np.float32))))
    emit_error(tag + "keyword", lambda: f(a=Tensor(np.ones((2, 3), np.float32))))
    emit_error(tag + "g_ok", lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2,), np.int32))))
    emit_error(tag + "g_b_float", lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2,), np.float32))))
    emit_error(tag + "g_b_len3", lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.arange(3).astype(np.int32))))
    emit_error(tag + "g_too_few", lambda: g(Tensor(np.ones((2, 3), np.float32))))
    emit_error(tag + "h_any_rank", lambda: h(Tensor(np.ones((2, 1, 3), np.float32))))
    emit_error(tag + "h_int64", lambda: h(Tensor(np.arange(2).astype(np.int64))))


run("")
