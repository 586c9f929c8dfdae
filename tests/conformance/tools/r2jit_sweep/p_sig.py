import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
import sys
from _h import case
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    @jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32),))
    def f(a):
        return a.sum(axis=0) * 2, a.shape
    @jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[2], dtype=ms.int32)))
    def g(a, b):
        return a.sum() + b
    @jit(input_signature=Tensor(shape=None, dtype=ms.float32))
    def h(a):
        return a * 2
    case(f"{mode} ok")(lambda: f(Tensor(np.ones((2, 3), np.float32))))
    case(f"{mode} i32")(lambda: f(Tensor(np.ones((2, 3), np.int32))))
    case(f"{mode} f64")(lambda: f(Tensor(np.ones((2, 3), np.float64))))
    case(f"{mode} rank1")(lambda: f(Tensor(np.ones((3,), np.float32))))
    case(f"{mode} dim")(lambda: f(Tensor(np.ones((3, 4), np.float32))))
    case(f"{mode} np")(lambda: f(np.ones((2, 3), np.float32)))
    case(f"{mode} int")(lambda: f(3))
    case(f"{mode} kw")(lambda: f(a=Tensor(np.ones((2, 3), np.float32))))
    case(f"{mode} g_ok")(lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2,), np.int32))))
    case(f"{mode} g_few")(lambda: g(Tensor(np.ones((2, 3), np.float32))))
    case(f"{mode} g_many")(lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2,), np.int32)), 1))
    case(f"{mode} g_b_f32")(lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2,), np.float32))))
    case(f"{mode} g_b_3")(lambda: g(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((3,), np.int32))))
    case(f"{mode} h_any")(lambda: h(Tensor(np.ones((2, 1, 3), np.float32))))
    case(f"{mode} h_i")(lambda: h(Tensor(np.ones((2,), np.int64))))
